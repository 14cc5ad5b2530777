/// Use case: see the favourites that were taken off the schedule since they were marked.
@MainActor
public struct SeeRemovedFavouritesUseCase {
    let repository: ConventionRepository

    /// Favourites no longer in the schedule, as last seen, in the order they were scheduled.
    /// Unmarking one as a favourite takes it off this list.
    public func removedFavourites() -> [RemovedFavourite] {
        guard let removed = repository.outline?.removedFavourites else { return [] }
        let favourites = repository.favourites
        return removed.values
            .filter { favourites.contains($0.id) }
            .sorted { ($0.event.start, $0.event.title, $0.id) < ($1.event.start, $1.event.title, $1.id) }
    }

    /// The removed favourite with an identifier, if it is one.
    public func removedFavourite(_ id: Event.ID) -> RemovedFavourite? {
        guard repository.favourites.contains(id) else { return nil }
        return repository.outline?.removedFavourites[id]
    }
}
