/// A name among the events' hosts, as written, with how many events name it.
public struct EventHost: Hashable, Sendable {
    /// The name exactly as the events write it.
    public var name: String
    /// How many events name it among their hosts (an event naming it twice counts once).
    public var eventCount: Int

    /// Creates a host's tally.
    public init(name: String, eventCount: Int) {
        self.name = name
        self.eventCount = eventCount
    }
}
