import ConbookCore

/// A day's events laid out as rooms × rows of a quarter of an hour: the rows from the first start
/// to the last end (a day at most), each room a column (the busiest first), a room whose events
/// overlap split into more columns so that boxes never overlap.
struct TimetableGrid {
    /// The rows' length.
    static let slot: Duration = .seconds(TimetableViewModel.slotMinutes * 60)
    /// The most rows a day has: 24 hours.
    static let maximumSlots = 24 * 60 / TimetableViewModel.slotMinutes

    /// The first row's start.
    let start: Instant
    /// How many rows.
    let slotCount: Int
    /// The rooms with events, the busiest first (then by name).
    let rooms: [Room]
    /// Per column: the room and its events, in time order.
    let columns: [(room: Room, events: [ScheduledEvent])]

    /// Lays out events (of one day) in the rooms chosen (all when none are).
    init(events: [ScheduledEvent], chosenRooms: [Room.ID]) {
        let slotMilliseconds = Int64(TimetableViewModel.slotMinutes) * 60_000
        let first = events.map(\.event.start.millisecondsSinceEpoch).min() ?? 0
        let last = events.map(\.event.end.millisecondsSinceEpoch).max() ?? first
        let flooredStart = first - ((first % slotMilliseconds) + slotMilliseconds) % slotMilliseconds
        start = Instant(millisecondsSinceEpoch: flooredStart)
        let span = max(1, Int((last - flooredStart + slotMilliseconds - 1) / slotMilliseconds))
        slotCount = events.isEmpty ? 0 : min(span, Self.maximumSlots)
        var counts: [Room.ID: (room: Room, count: Int)] = [:]
        for event in events {
            counts[event.room.id, default: (event.room, 0)].count += 1
        }
        let busiestFirst = counts.values
            .sorted { ($1.count, $0.room.name, $0.room.id) < ($0.count, $1.room.name, $1.room.id) }.map(\.room)
        rooms = busiestFirst
        let shownRooms = chosenRooms.isEmpty ? busiestFirst : chosenRooms.compactMap { id in busiestFirst.first { $0.id == id } }
        let gridStart = start
        var columns: [(room: Room, events: [ScheduledEvent])] = []
        for room in shownRooms {
            var lanes: [[ScheduledEvent]] = []
            for event in events where event.room.id == room.id {
                if let lane = lanes.firstIndex(where: { ($0.last?.event.end ?? gridStart) <= event.event.start }) {
                    lanes[lane].append(event)
                } else {
                    lanes.append([event])
                }
            }
            columns += lanes.map { (room, $0) }
        }
        self.columns = columns
    }

    /// The row an instant falls in, if within the grid.
    func slot(containing instant: Instant) -> Int? {
        let offset = start.duration(to: instant)
        guard offset >= .zero else { return nil }
        let index = Int(offset / Self.slot)
        return index < slotCount ? index : nil
    }

    /// The rows an event covers: from its start's row to its end's, within the grid, one at least.
    func slots(of event: Event) -> (first: Int, count: Int) {
        let first = min(max(0, Int(start.duration(to: event.start) / Self.slot)), max(0, slotCount - 1))
        let endOffset = start.duration(to: event.end)
        let end = Int((endOffset + Self.slot - .milliseconds(1)) / Self.slot)
        return (first, max(1, min(end, slotCount) - first))
    }
}
