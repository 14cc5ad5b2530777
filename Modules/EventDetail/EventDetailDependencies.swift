public import ConbookCore
public import ConbookModuleKit

/// What the EventDetail module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol EventDetailDependencies: ModuleDependencies {
    /// Shows the maps and finds rooms on them.
    var browseMaps: BrowseMapsUseCase { get }
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// Finds where links and addresses lead.
    var followLink: FollowLinkUseCase { get }
    /// Turns the sources' Markdown or HTML into rich text for display.
    var richTextParser: any RichTextParser { get }
    /// Hides events and shows them again.
    var hideItems: HideItemsUseCase { get }
    /// Finds favourites that overlap, and keeps the user's priorities.
    var seeClashes: SeeClashesUseCase { get }
    /// Shows favourites that were taken off the schedule.
    var seeRemovedFavourites: SeeRemovedFavouritesUseCase { get }
    /// Sends feedback on events.
    var sendFeedback: SendFeedbackUseCase { get }
    /// Marks favourites.
    var toggleFavourite: ToggleFavouriteUseCase { get }
    /// Shows one event in full.
    var viewEvent: ViewEventUseCase { get }
}

extension Conbook: EventDetailDependencies {}
