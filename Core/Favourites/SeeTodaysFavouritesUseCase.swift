/// Use case: see the favourite events of today's convention day.
@MainActor
public struct SeeTodaysFavouritesUseCase {
    let repository: ConventionRepository
    let schedule: BrowseScheduleUseCase

    /// Whether today (convention-local) is one of the convention's days.
    public var isConventionDay: Bool {
        schedule.currentDay() != nil
    }

    /// Today's favourites in schedule order; empty outside the convention.
    public func todaysFavourites() -> [ScheduledEvent] {
        guard let today = schedule.currentDay() else { return [] }
        return schedule.events(on: today.id, filteredBy: ScheduleFilter(favouritesOnly: true))
    }
}
