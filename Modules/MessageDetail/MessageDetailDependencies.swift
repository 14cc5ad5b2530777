public import ConbookCore
public import ConbookModuleKit

/// What the MessageDetail module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol MessageDetailDependencies: ModuleDependencies {
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// Finds where links and addresses lead.
    var followLink: FollowLinkUseCase { get }
    /// The attendee's private messages.
    var privateMessages: PrivateMessagesUseCase { get }
    /// Turns the sources' Markdown or HTML into rich text for display.
    var richTextParser: any RichTextParser { get }
}

extension Conbook: MessageDetailDependencies {}
