/// A favourite of one of several conventions the attendee follows, for plans that span them
/// (`CrossConventionPlan`).
public struct ConventionFavourite: Hashable, Sendable {
    /// The name the convention is kept under (e.g. `EF27` or `fosdem-2026`).
    public var conventionName: String
    /// The favourite.
    public var event: ScheduledEvent

    /// Names a favourite of a convention.
    public init(conventionName: String, event: ScheduledEvent) {
        self.conventionName = conventionName
        self.event = event
    }
}
