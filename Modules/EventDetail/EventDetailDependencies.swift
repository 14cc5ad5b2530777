public import ConbookCore

/// What the EventDetail module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol EventDetailDependencies: AnyObject {
    /// Registers an observer of changes; it is held weakly.
    func addObserver(_ observer: any ConventionObserver)
    /// Shows the maps and finds rooms on them.
    var browseMaps: BrowseMapsUseCase { get }
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// Finds where links and addresses lead.
    var followLink: FollowLinkUseCase { get }
    /// The language the modules word their display values in.
    var language: Language { get }
    /// Turns the sources' Markdown or HTML into rich text for display.
    var richTextParser: any RichTextParser { get }
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
