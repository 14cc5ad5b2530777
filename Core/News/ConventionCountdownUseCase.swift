/// Use case: see how many days are left until the convention starts.
@MainActor
public struct ConventionCountdownUseCase {
    let repository: ConventionRepository
    let clock: any WallClock
    let calendar: any ConventionCalendar

    /// Whole days from today (convention-local) to the first day; nil once it has begun or without data.
    public func daysUntilStart() -> Int? {
        guard let firstDay = repository.outline?.daysInOrder.first else { return nil }
        let today = calendar.calendarDate(containing: clock.now)
        let days = today.days(until: firstDay.date)
        return days > 0 ? days : nil
    }
}
