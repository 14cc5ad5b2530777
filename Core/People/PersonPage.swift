/// A person's page: who they are, as far as the source says, and the events they host.
public struct PersonPage: Hashable, Sendable {
    /// One of their events, with the user's favourites it overlaps.
    public struct HostedEvent: Hashable, Sendable, Identifiable {
        /// The event, with its favourite, hidden and change marks.
        public var scheduled: ScheduledEvent
        /// The user's other favourites that run at the same time for a while, in schedule order
        /// (none for a cancelled event, and hidden favourites are not counted).
        public var overlappingFavourites: [ScheduledEvent]

        /// Creates a hosted event.
        public init(scheduled: ScheduledEvent, overlappingFavourites: [ScheduledEvent] = []) {
            self.scheduled = scheduled
            self.overlappingFavourites = overlappingFavourites
        }

        /// The event's identifier.
        public var id: Event.ID { scheduled.id }
    }

    /// The name shown: the source's, when it describes them, else the events' (without a role).
    public var name: String
    /// What the source says of them; nil when it keeps no people list or does not list them.
    public var person: Person?
    /// The names the events write for them (`Raissa Perez`, `Raissa Perez (moderator)`), A–Z.
    public var writtenNames: [String]
    /// Their events in schedule order, hidden ones included (marked).
    public var events: [HostedEvent]

    /// Creates a page.
    public init(name: String, person: Person? = nil, writtenNames: [String] = [], events: [HostedEvent] = []) {
        self.name = name
        self.person = person
        self.writtenNames = writtenNames
        self.events = events
    }
}
