/// Use case: mark an event as a favourite, or unmark it.
@MainActor
public struct ToggleFavouriteUseCase {
    let repository: ConventionRepository

    /// Whether the event is a favourite.
    public func isFavourite(_ id: Event.ID) -> Bool {
        repository.favourites.contains(id)
    }

    /// Flips the event's favourite mark and returns the new state.
    /// - Throws: `StoreError` when the change cannot be saved; nothing changes then.
    @discardableResult
    public func toggle(_ id: Event.ID) throws(StoreError) -> Bool {
        let newState = !isFavourite(id)
        try repository.setFavourite(id, newState)
        return newState
    }

    /// Sets the event's favourite mark.
    public func setFavourite(_ id: Event.ID, _ isFavourite: Bool) throws(StoreError) {
        try repository.setFavourite(id, isFavourite)
    }
}
