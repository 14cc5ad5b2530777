/// Use case: look at one event in full.
@MainActor
public struct ViewEventUseCase {
    let repository: ConventionRepository

    /// The event, resolved; nil when it is not (or no longer) in the schedule.
    public func event(_ id: Event.ID) -> ScheduledEvent? {
        repository.event(id).flatMap(repository.scheduled)
    }
}
