/// One thing the attendee hid, as the Hidden section lists it: resolved against the schedule when
/// it is still there (a room or event a sync removed stays hidden, and listed, by its identifier).
public enum HiddenItem: Hashable, Sendable {
    /// An event hidden by itself; nil when it is no longer in the schedule.
    case event(Event.ID, ScheduledEvent?)
    /// A room whose events are hidden; nil when it is no longer in the schedule.
    case room(Room.ID, Room?)
    /// A track whose events are hidden; nil when it is no longer in the schedule.
    case track(Track.ID, Track?)
    /// A language whose events are hidden, by its code.
    case language(String)

    /// The item alone, to show it again with `HideItemsUseCase.show(_:)`.
    public var items: HiddenItems {
        switch self {
        case .event(let id, _): HiddenItems(events: [id])
        case .room(let id, _): HiddenItems(rooms: [id])
        case .track(let id, _): HiddenItems(tracks: [id])
        case .language(let code): HiddenItems(languages: [code])
        }
    }
}
