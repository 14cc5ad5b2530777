/// Use case: see what the last sync that changed the schedule changed: new, cancelled and
/// moved or renamed events, the user's favourites first.
@MainActor
public struct SeeScheduleChangesUseCase {
    let repository: ConventionRepository

    /// Every change, favourites first, then by (old, for cancelled events) start time and title.
    public func changes() -> [ListedEventChange] {
        let favourites = repository.favourites
        return
            (repository.outline?[changesOf: Event.self].values.map { change in
                ListedEventChange(change: change, isFavourite: favourites.contains(change.entityID))
            } ?? [])
            .sorted { lhs, rhs in
                if lhs.isFavourite != rhs.isFavourite { return lhs.isFavourite }
                return lhs.sortKey < rhs.sortKey
            }
    }

    /// The schedule versions the changes are between, when the source versions its schedule:
    /// `from` nil when no earlier version is known.
    public func versions() -> (from: String?, to: String)? {
        guard let details = repository.outline?.details, let version = details.scheduleVersion else { return nil }
        return (details.previousScheduleVersion, version)
    }

    /// The change of one event, if it changed.
    public func change(of id: Event.ID) -> EventChange? {
        repository.outline?[changesOf: Event.self][id]
    }
}

/// One event's change, as the changes list shows it.
public struct ListedEventChange: Hashable, Sendable {
    /// The change.
    public var change: EventChange
    /// Whether the event is one of the user's favourites.
    public var isFavourite: Bool

    /// Creates a listed change.
    public init(change: EventChange, isFavourite: Bool) {
        self.change = change
        self.isFavourite = isFavourite
    }

    var sortKey: (Instant, String, Event.ID) {
        let event = change.current ?? change.previous
        return (event?.start ?? Instant(millisecondsSinceEpoch: 0), event?.title ?? "", change.entityID)
    }
}
