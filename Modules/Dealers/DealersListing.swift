import ConbookCore

/// The view model shown, with the identities behind each index the scene may report.
struct DealersListing {
    var viewModel: DealersViewModel
    var dealerIDs: [[Dealer.ID]]
    /// The page shown (the one asked for, or the last when it was past the end).
    var pageIndex: Int

    func dealerID(section: Int, row: Int) -> Dealer.ID? {
        guard dealerIDs.indices.contains(section), dealerIDs[section].indices.contains(row) else { return nil }
        return dealerIDs[section][row]
    }
}
