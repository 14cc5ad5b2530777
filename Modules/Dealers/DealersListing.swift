import ConbookCore

/// The view model shown, with the identities behind each index the scene may report.
struct DealersListing {
    var viewModel: DealersViewModel
    var dealerIDs: [[Dealer.ID]]
    /// The page shown (the one asked for, or the last when it was past the end).
    var pageIndex: Int

    /// The dealer of the page shown with an identity (`DealerRowViewModel.id`); nil when the page
    /// shows none with it.
    func dealerID(_ id: String) -> Dealer.ID? {
        dealerIDs.lazy.joined().first { $0.rawValue == id }
    }
}
