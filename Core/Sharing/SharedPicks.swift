/// What a share code carries: the favourites someone picked at a convention, and nothing else.
///
/// The convention's identity and the events' identifiers only (in the sharer's schedule order),
/// and a sharer's name only when the sharer chose to add one.
public struct SharedPicks: Hashable, Sendable {
    /// Which convention the picks belong to.
    public var convention: ConventionIdentifier
    /// The picked events, in the order they were shared.
    public var events: [Event.ID]
    /// The name the sharer chose to add, if any.
    public var sharerName: String?

    /// Creates the picks.
    public init(convention: ConventionIdentifier, events: [Event.ID], sharerName: String? = nil) {
        self.convention = convention
        self.events = events
        self.sharerName = sharerName
    }
}
