/// A name among the events' hosts, as written, with the events that name it.
public struct EventHost: Hashable, Sendable {
    /// The name exactly as the events write it.
    public var name: String
    /// The events naming it among their hosts, each once, ordered by identifier.
    public var eventIDs: [Event.ID]

    /// Creates a host's tally; the identifiers are kept once each, ordered.
    public init(name: String, eventIDs: [Event.ID]) {
        self.name = name
        self.eventIDs = Set(eventIDs).sorted { $0.rawValue < $1.rawValue }
    }

    /// How many events name it.
    public var eventCount: Int { eventIDs.count }
}
