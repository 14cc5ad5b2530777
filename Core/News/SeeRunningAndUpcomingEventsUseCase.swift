/// Use case: see what is happening now and what starts soon.
@MainActor
public struct SeeRunningAndUpcomingEventsUseCase {
    /// How far ahead "upcoming" looks.
    public static let upcomingWindow: Duration = .seconds(3600)

    let repository: ConventionRepository
    let clock: any WallClock

    /// Events under way now, in schedule order.
    public func runningEvents() -> [ScheduledEvent] {
        repository.scheduledEvents(matching: EventQuery(runningAt: clock.now)).events
    }

    /// Events starting after now and within the upcoming window, in schedule order.
    public func upcomingEvents(within window: Duration = upcomingWindow) -> [ScheduledEvent] {
        let now = clock.now
        let horizon = now.advanced(by: window)
        return repository.scheduledEvents(matching: EventQuery(startingAfter: now, startingNoLaterThan: horizon)).events
    }
}
