import ConbookCore
import ConbookTesting
import Foundation

/// A convention of any size in the shape of a real one: the real days, rooms, tracks,
/// announcements and images, and events copied from the real events with new identifiers,
/// spread over the days (round robin), rooms and tracks (at random), with varied titles.
/// Fully deterministic: the same count always gives the same convention.
struct SyntheticConvention {
    private let response: SyncResponse
    private let templates: [Event]
    private let days: [Day]
    private let rooms: [Room.ID]
    private let tracks: [Track.ID]
    private let dayDates: [Day.ID: CalendarDate]

    /// Words appended to some titles, so that titles are not all copies of the 210 real ones.
    private static let qualifiers = [
        "Reloaded", "for Beginners", "Advanced", "Late Night", "Q&A", "Workshop", "Meetup", "Extended",
        "Part 2", "Live", "Special", "Open Stage", "Round Table", "Deep Dive", "Unplugged", "Encore",
    ]

    init(realFullSync response: SyncResponse) {
        self.response = response
        templates = response[Event.self].changed.sorted { $0.id < $1.id }
        days = response[Day.self].changed.sorted { ($0.date, $0.id) < ($1.date, $1.id) }
        rooms = response[Room.self].changed.map(\.id).sorted()
        tracks = response[Track.self].changed.map(\.id).sorted()
        dayDates = Dictionary(uniqueKeysWithValues: response[Day.self].changed.map { ($0.id, $0.date) })
    }

    /// The first day in calendar order.
    var firstDay: Day { days[0] }

    /// The convention with `count` events; also returns the event identifiers in creation order.
    func stored(events count: Int) -> (StoredConvention, [Event.ID]) {
        var random = SeededGenerator(seed: 0xC0_B00C)
        var events: [Event] = []
        events.reserveCapacity(count)
        for index in 0..<count {
            var event = templates[random.next(below: templates.count)]
            let day = days[index % days.count]
            let shift = Int64(dayDates[event.dayID]!.days(until: day.date)) * 86_400_000
            event.id = Event.ID(String(format: "%08x-5eed-4b00-8000-%012x", index, index &* 2_654_435_761 & 0xFFFF_FFFF_FFFF))
            event.slug += "_\(index)"
            event.dayID = day.id
            event.start = Instant(millisecondsSinceEpoch: event.start.millisecondsSinceEpoch + shift)
            event.end = Instant(millisecondsSinceEpoch: event.end.millisecondsSinceEpoch + shift)
            event.roomID = rooms[random.next(below: rooms.count)]
            event.trackID = tracks[random.next(below: tracks.count)]
            if random.next(below: 2) == 0 {
                event.title += " " + Self.qualifiers[random.next(below: Self.qualifiers.count)]
            }
            events.append(event)
        }
        let content = ConventionContent(
            response[Day.self].changed, response[Room.self].changed, response[Track.self].changed,
            events, response[Announcement.self].changed, response[ImageReference.self].changed,
            details: response.details)
        let convention = StoredConvention(
            conventionIdentifier: response.conventionIdentifier, lastServerTime: response.serverTime, content: content)
        return (convention, events.map(\.id))
    }
}
