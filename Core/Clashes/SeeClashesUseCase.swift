/// Use case: find favourites that overlap in time, and let the user say which ones matter more.
///
/// Two favourites clash when one starts before the other ends (touching ends do not clash). Of
/// the two, the one of lower priority is flagged; of equal priority, both are.
@MainActor
public struct SeeClashesUseCase {
    let repository: ConventionRepository

    /// The user's priority for an event (`normal` unless set).
    public func priority(of event: Event.ID) -> EventPriority {
        repository.priorities[event] ?? .normal
    }

    /// Sets an event's priority (kept across syncs, like favourites).
    /// - Throws: `StoreError` when it cannot be saved; nothing changes then.
    public func setPriority(_ priority: EventPriority, of event: Event.ID) throws(StoreError) {
        try repository.setPriority(priority, of: event)
    }

    /// The clashes of one event with the favourites, in schedule order; none when it is not a
    /// favourite itself.
    public func clashes(of event: Event.ID) -> [Clash] {
        clashesByFavourite()[event] ?? []
    }

    /// Every favourite that clashes with another, with its clashes in schedule order. Reads the
    /// favourites only (one store read).
    public func clashesByFavourite() -> [Event.ID: [Clash]] {
        favouritesAndClashes().1
    }

    /// The flagged clashes the last schedule update made: of favourites that overlap another
    /// favourite now and did not before it (either may have moved, or be new). For the Changes list.
    public func clashesMadeByLastUpdate() -> [Event.ID: [Clash]] {
        guard let changes = repository.outline?[changesOf: Event.self], !changes.isEmpty else { return [:] }
        /// An event as it was before the update: unchanged, its previous version, or nil when new.
        func before(_ event: Event) -> Event? {
            guard let change = changes[event.id] else { return event }
            return change.previous
        }
        let (events, clashes) = favouritesAndClashes()
        var result: [Event.ID: [Clash]] = [:]
        for event in events {
            let made = (clashes[event.id] ?? []).filter { clash in
                guard clash.isFlagged, changes[event.id] != nil || changes[clash.other.id] != nil else { return false }
                guard let own = before(event.event), let other = before(clash.other.event) else { return true }
                return !own.overlaps(other)
            }
            if !made.isEmpty { result[event.id] = made }
        }
        return result
    }

    private func favouritesAndClashes() -> ([ScheduledEvent], [Event.ID: [Clash]]) {
        let favourites = repository.favourites
        guard !favourites.isEmpty else { return ([], [:]) }
        let events = repository.scheduledEvents(matching: EventQuery(ids: favourites).leavingOut(repository.hiddenItems))
            .events
        // A cancelled event takes no time: it clashes with nothing; a hidden one is not planned.
        return (events, Self.clashes(among: events.filter { !$0.event.isCancelled }, priorities: repository.priorities))
    }

    /// The clashes among scheduled events (sorted in schedule order): a sweep by start time.
    static func clashes(among events: [ScheduledEvent], priorities: [Event.ID: EventPriority]) -> [Event.ID: [Clash]] {
        var result: [Event.ID: [Clash]] = [:]
        for (index, event) in events.enumerated() {
            for other in events[(index + 1)...] {
                guard other.event.start < event.event.end else { break }
                guard event.event.overlaps(other.event) else { continue }
                let eventPriority = priorities[event.id] ?? .normal
                let otherPriority = priorities[other.id] ?? .normal
                result[event.id, default: []].append(Clash(other: other, isFlagged: eventPriority <= otherPriority))
                result[other.id, default: []].append(Clash(other: event, isFlagged: otherPriority <= eventPriority))
            }
        }
        return result.mapValues { $0.sorted { ScheduledEvent.isInScheduleOrder($0.other, $1.other) } }
    }
}
