/// Use case: see what is happening now and what starts soon (hidden events left out).
@MainActor
public struct SeeRunningAndUpcomingEventsUseCase {
    /// How far ahead "upcoming" looks.
    public static let upcomingWindow: Duration = .seconds(3600)

    let repository: ConventionRepository
    let clock: any WallClock

    /// Events under way now, in schedule order.
    public func runningEvents() -> [ScheduledEvent] {
        runningEvents(in: .everything).events
    }

    /// Part of the events under way now, in schedule order, with how many there are in all.
    public func runningEvents(in range: PageRange) -> ScheduledEventPage {
        repository.scheduledEvents(matching: EventQuery(runningAt: clock.now).leavingOut(repository.hiddenItems), in: range)
    }

    /// Events starting after now and within the upcoming window, in schedule order.
    public func upcomingEvents(within window: Duration = upcomingWindow) -> [ScheduledEvent] {
        upcomingEvents(within: window, in: .everything).events
    }

    /// Part of the events starting after now and within the window, in schedule order, with how
    /// many there are in all.
    public func upcomingEvents(within window: Duration = upcomingWindow, in range: PageRange) -> ScheduledEventPage {
        let now = clock.now
        let query = EventQuery(startingAfter: now, startingNoLaterThan: now.advanced(by: window))
            .leavingOut(repository.hiddenItems)
        return repository.scheduledEvents(matching: query, in: range)
    }
}
