/// One picked event.
public struct SharedPickRowViewModel: Hashable, Sendable {
    /// The event's identity (for a front end that links the event's own page, e.g. in a browser);
    /// empty when not given.
    public var eventID: String
    /// The event's title.
    public var title: String
    /// Its day and times, e.g. `Thursday 25 August 10:00–11:00`.
    public var when: String
    /// Its room's name.
    public var room: String
    /// Whether it is a favourite here already.
    public var isFavourite: Bool

    /// Creates the row.
    public init(eventID: String = "", title: String, when: String, room: String, isFavourite: Bool) {
        self.eventID = eventID
        self.title = title
        self.when = when
        self.room = room
        self.isFavourite = isFavourite
    }
}
