public import ConbookCore
public import ConbookModuleKit

/// What the Messages module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol MessagesDependencies: ModuleDependencies {
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// Logs the attendee in and out.
    var login: LoginUseCase { get }
    /// The attendee's private messages.
    var privateMessages: PrivateMessagesUseCase { get }
}

extension Conbook: MessagesDependencies {}
