public import ConbookCore

/// What the dealers module tells whoever shows it.
@MainActor
public protocol DealersModuleDelegate: AnyObject {
    /// The user chose a dealer.
    func dealersModuleDidSelectDealer(_ dealer: Dealer.ID)
}
