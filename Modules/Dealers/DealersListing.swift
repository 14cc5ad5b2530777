import ConbookCore

/// The view model shown, with the identities behind each index the scene may report.
struct DealersListing {
    var viewModel: DealersViewModel
    var dealerIDs: [[Dealer.ID]]

    func dealerID(section: Int, row: Int) -> Dealer.ID? {
        guard dealerIDs.indices.contains(section), dealerIDs[section].indices.contains(row) else { return nil }
        return dealerIDs[section][row]
    }
}
