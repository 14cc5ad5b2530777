public import ConbookCore
public import ConbookModuleKit

/// What the PersonDetail module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol PersonDetailDependencies: ModuleDependencies {
    /// The convention's local calendar, for dates and times.
    var calendar: any ConventionCalendar { get }
    /// Finds where links and addresses lead.
    var followLink: FollowLinkUseCase { get }
    /// Opens a person's page with their events.
    var people: BrowsePeopleUseCase { get }
    /// Turns the sources' Markdown or HTML into rich text for display.
    var richTextParser: any RichTextParser { get }
    /// Marks events as favourites.
    var toggleFavourite: ToggleFavouriteUseCase { get }
}

extension Conbook: PersonDetailDependencies {}
