/// What a share code holds, read against the open convention: the picked events this schedule
/// has (each saying whether it is already a favourite here) and how many it does not have.
public struct SharedPicksPage: Hashable, Sendable {
    /// What the code carries.
    public var picks: SharedPicks
    /// The picked events in this schedule, in the order they were shared.
    public var events: [ScheduledEvent]
    /// How many picked events this schedule does not have (removed since, or never in it).
    public var missingCount: Int

    /// Creates the page.
    public init(picks: SharedPicks, events: [ScheduledEvent], missingCount: Int) {
        self.picks = picks
        self.events = events
        self.missingCount = missingCount
    }

    /// The listed events that are not favourites yet.
    public var notYetFavourites: [ScheduledEvent] { events.filter { !$0.isFavourite } }
}
