/// Use case: remind the user of their favourites a lead time before they start.
///
/// Everything is computed from the clock and the store, not from timers: a front end asks what is
/// due whenever it wakes (after the machine slept, too) and records what it gave, so that no
/// reminder is given twice, also across restarts. Unmarking a favourite or a sync taking the event
/// off the schedule cancels its reminder; a sync moving it moves the reminder (the moved event is
/// reminded of again, with its change mark).
@MainActor
public struct RemindersUseCase {
    let repository: ConventionRepository
    let clock: any WallClock
    let settings: ChangeSettingsUseCase

    /// How long before an event its reminder is due (the user's setting).
    public var leadTime: Duration {
        .seconds(settings.settings().reminderLeadMinutes * 60)
    }

    /// Every reminder of a favourite that has not started yet and is neither cancelled nor hidden,
    /// the soonest due first; given ones included.
    /// - Throws: `StoreError` when the events cannot be read.
    public func upcoming() throws(StoreError) -> [Reminder] {
        let now = clock.now
        let lead = leadTime
        let favourites = repository.favourites
        guard !favourites.isEmpty else { return [] }
        let events = try repository.checkedScheduledEvents(
            matching: EventQuery(ids: favourites, startingAfter: now).leavingOut(repository.hiddenItems))
        return
            events
            .filter { !$0.event.isCancelled }
            .map { Reminder(event: $0, due: $0.event.start.advanced(by: .zero - lead)) }
            .sorted { ($0.due, $0.event.event.title, $0.id) < ($1.due, $1.event.event.title, $1.id) }
    }

    /// The reminders due now that were not given yet, the soonest due first.
    /// - Throws: `StoreError` when the events cannot be read.
    public func due() throws(StoreError) -> [Reminder] {
        let now = clock.now
        let given = repository.givenReminders
        return try upcoming().filter { $0.due <= now && !given.contains($0.given) }
    }

    /// When the next reminder not given yet falls due (now or later), or nil when none will.
    /// - Throws: `StoreError` when the events cannot be read.
    public func nextDue() throws(StoreError) -> Instant? {
        let given = repository.givenReminders
        return try upcoming().first { !given.contains($0.given) }?.due
    }

    /// Records reminders as given, so they are never given again. Records of events that started
    /// more than a day ago are dropped at the same time.
    /// - Throws: `StoreError` when the record cannot be saved (the reminders may then come again).
    public func markGiven(_ reminders: [Reminder]) throws(StoreError) {
        let dayAgo = clock.now.advanced(by: .seconds(-86_400))
        let kept = repository.givenReminders.filter { $0.start >= dayAgo }
        try repository.saveGivenReminders(kept.union(reminders.map(\.given)))
    }
}
