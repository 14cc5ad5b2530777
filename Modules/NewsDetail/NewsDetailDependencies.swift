public import ConbookCore
public import ConbookModuleKit

/// What the NewsDetail module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol NewsDetailDependencies: ModuleDependencies {
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// Finds where links and addresses lead.
    var followLink: FollowLinkUseCase { get }
    /// Turns the sources' Markdown or HTML into rich text for display.
    var richTextParser: any RichTextParser { get }
    /// Shows one announcement in full and marks it read.
    var viewAnnouncement: ViewAnnouncementUseCase { get }
    /// Shows the convention's pictures.
    var viewImage: ViewImageUseCase { get }
}

extension Conbook: NewsDetailDependencies {}
