/// Use case: browse the schedule one day at a time, optionally narrowed by a filter.
@MainActor
public struct BrowseScheduleUseCase {
    let repository: ConventionRepository
    let clock: any WallClock
    let calendar: any ConventionCalendar

    /// The convention's days in calendar order.
    public func days() -> [Day] {
        repository.content.daysInOrder
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
        let used = Set(repository.content.events.all.map(\.trackID))
        return repository.content.tracks.all.filter { used.contains($0.id) }.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
    }

    /// Rooms that have events, by name.
    public func rooms() -> [Room] {
        let used = Set(repository.content.events.all.map(\.roomID))
        return repository.content.rooms.all.filter { used.contains($0.id) }.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
    }

    /// The events of a day that pass the filter, in schedule order.
    public func events(on day: Day.ID, filteredBy filter: ScheduleFilter = .none) -> [ScheduledEvent] {
        let favourites = repository.favourites
        return repository.scheduledEvents { event in
            event.dayID == day && filter.admits(event, favourites: favourites)
        }
    }
}
