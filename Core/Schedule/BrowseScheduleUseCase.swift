/// Use case: browse the schedule one day at a time, optionally narrowed by a filter.
@MainActor
public struct BrowseScheduleUseCase {
    let repository: ConventionRepository
    let clock: any WallClock
    let calendar: any ConventionCalendar

    /// The convention's days in calendar order.
    public func days() -> [Day] {
        repository.outline?.daysInOrder ?? []
    }

    /// The day whose date is today in convention-local time, if the convention is on.
    public func currentDay() -> Day? {
        let today = calendar.calendarDate(containing: clock.now)
        return days().first { $0.date == today }
    }

    /// The day to show first: today during the convention, else the first day.
    public func defaultDay() -> Day? {
        currentDay() ?? days().first
    }

    /// Tracks that have events, by name.
    public func tracks() -> [Track] {
        guard let outline = repository.outline else { return [] }
        let inUse = outline.ids(of: Track.self, referredToBy: Event.self)
        return outline[Track.self].all.filter { inUse.contains($0.id) }
            .sorted { ($0.name, $0.id) < ($1.name, $1.id) }
    }

    /// Rooms that have events, by name.
    public func rooms() -> [Room] {
        guard let outline = repository.outline else { return [] }
        let inUse = outline.ids(of: Room.self, referredToBy: Event.self)
        return outline[Room.self].all.filter { inUse.contains($0.id) }
            .sorted { ($0.name, $0.id) < ($1.name, $1.id) }
    }

    /// The events of a day that pass the filter, in schedule order.
    public func events(on day: Day.ID, filteredBy filter: ScheduleFilter = .none) -> [ScheduledEvent] {
        page(on: day, filteredBy: filter, in: .everything).events
    }

    /// Part of a day's events that pass the filter, in schedule order, with how many there are in
    /// all: a large day is read a page at a time.
    public func page(on day: Day.ID, filteredBy filter: ScheduleFilter = .none, in range: PageRange) -> ScheduledEventPage {
        let query = EventQuery(day: day).narrowed(
            by: filter, favourites: repository.favourites, hidden: repository.hiddenItems,
            friends: repository.friendsLists)
        return repository.scheduledEvents(matching: query, in: range)
    }
}
