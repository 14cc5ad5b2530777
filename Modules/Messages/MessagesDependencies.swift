public import ConbookCore

/// What the Messages module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol MessagesDependencies: AnyObject {
    /// Registers an observer of changes; it is held weakly.
    func addObserver(_ observer: any ConventionObserver)
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// The language the modules word their display values in.
    var language: Language { get }
    /// Logs the attendee in and out.
    var login: LoginUseCase { get }
    /// The attendee's private messages.
    var privateMessages: PrivateMessagesUseCase { get }
}

extension Conbook: MessagesDependencies {}
