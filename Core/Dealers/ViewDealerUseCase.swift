/// Use case: look at one dealer in full, and where their table is on the maps.
@MainActor
public struct ViewDealerUseCase {
    let repository: ConventionRepository

    /// The dealer; nil when it is not (or no longer) in the den.
    public func dealer(_ id: Dealer.ID) -> Dealer? {
        repository.dealers(ids: [id]).first
    }

    /// Where the dealer is: the first place (by map order) that links to them, if any.
    public func location(of id: Dealer.ID) -> MapLocation? {
        MapLocation.first(in: repository.maps(), where: { $0.target == .dealer(id) })
    }
}
