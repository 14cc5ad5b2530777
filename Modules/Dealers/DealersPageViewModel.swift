/// Which page of the Dealers' Den listing is shown, of how many.
///
/// The listing (A–Z, or what a search and the categories leave) is cut into pages of a fixed number
/// of dealers; a letter split by a page break has its section on both pages.
public struct DealersPageViewModel: Hashable, Sendable {
    /// The page shown, counting from 0, as `DealersSceneDelegate.dealersSceneDidSelectPage(at:)` takes it.
    public var index: Int
    /// How many pages the listing has; 1 when everything fits on one page, or nothing is listed.
    public var count: Int
    /// How many dealers the listing holds over all its pages.
    public var dealerCount: Int
    /// The positions in the listing, counting from 1, of the dealers this page shows, e.g.
    /// `51...100`; nil when nothing is listed.
    public var shownDealers: ClosedRange<Int>?
    /// What the page shows, e.g. `dealers 51–100 of 10,000 · page 2 of 200`; nil when everything
    /// fits on one page.
    public var summary: String?

    /// Creates the page's display values.
    public init(index: Int, count: Int, dealerCount: Int, shownDealers: ClosedRange<Int>?, summary: String?) {
        self.index = index
        self.count = count
        self.dealerCount = dealerCount
        self.shownDealers = shownDealers
        self.summary = summary
    }

    /// The page as people count it, from 1.
    public var number: Int { index + 1 }
    /// Whether a page follows this one.
    public var hasNextPage: Bool { index + 1 < count }
    /// Whether a page comes before this one.
    public var hasPreviousPage: Bool { index > 0 }
}
