public import ConbookCore

/// What the MessageDetail module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol MessageDetailDependencies: AnyObject {
    /// Registers an observer of changes; it is held weakly.
    func addObserver(_ observer: any ConventionObserver)
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// Finds where links and addresses lead.
    var followLink: FollowLinkUseCase { get }
    /// The language the modules word their display values in.
    var language: Language { get }
    /// The attendee's private messages.
    var privateMessages: PrivateMessagesUseCase { get }
    /// Turns the sources' Markdown or HTML into rich text for display.
    var richTextParser: any RichTextParser { get }
}

extension Conbook: MessageDetailDependencies {}
