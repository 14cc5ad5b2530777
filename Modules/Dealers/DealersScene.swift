public import ConbookModuleKit

/// The Dealers' Den A–Z a page at a time: a section per letter, searchable by name and narrowed by
/// category, with a letter to jump to and pages to turn.
@MainActor
public protocol DealersScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any DealersSceneDelegate)
    /// Shows the dealers.
    func show(_ viewModel: DealersViewModel)
    /// Says something went wrong (e.g. a choice made on a page that has since changed).
    func showError(_ message: String)
}

/// What the dealers scene reports. Indexes refer to the lists of the last view model shown; a
/// dealer is told by its identity (`DealerRowViewModel.id`), so that a choice made on a page that
/// has since changed is refused, never applied to another.
@MainActor
public protocol DealersSceneDelegate: AnyObject {
    /// The scene is on screen.
    func dealersSceneDidLoad()
    /// The user typed a search; empty text ends the search.
    func dealersSceneDidChangeSearchText(_ text: String)
    /// The user turned one of `categories` off, or on again.
    func dealersSceneDidToggleCategory(at index: Int)
    /// The user turned every category on again.
    func dealersSceneDidActivateAllCategories()
    /// The user jumped to one of `letters` (the page holding its first dealer shows, its section
    /// brought into view), or back to the top of the page for nil.
    func dealersSceneDidSelectLetter(at index: Int?)
    /// The user picked a page, counting from 0 (see `DealersPageViewModel.index`); an index past
    /// the last page shows the last.
    func dealersSceneDidSelectPage(at index: Int)
    /// The user chose a dealer of the page shown, by its row's `id`.
    func dealersSceneDidSelectDealer(id: String)
}

/// The Dealers' Den listing as display values.
public struct DealersViewModel: Hashable, Sendable {
    /// How many dealers are listed, e.g. `145 dealers, A–Z` or `2 of 145 dealers`.
    public var heading: String
    /// The search text; empty when not searching.
    public var searchText: String
    /// Every category, sorted, each on (listed) or off; all are on at first.
    public var categories: [DealerCategoryViewModel]
    /// The page's dealers, a section per letter, A–Z, `#` last.
    public var sections: [DealersSectionViewModel]
    /// Every letter of the whole listing (not only the page's), A–Z, `#` last: what
    /// `DealersSceneDelegate.dealersSceneDidSelectLetter(at:)` counts in.
    public var letters: [String]
    /// Which page `sections` is, of how many.
    public var page: DealersPageViewModel
    /// The section of the letter the user jumped to, to bring into view; nil for the top.
    public var focusedSectionIndex: Int?
    /// What to say when `sections` is empty, e.g. `No dealers match “fox”.`; nil otherwise.
    public var emptyMessage: String?

    /// Creates the display values; without `letters` they are the sections' titles, without `page`
    /// the sections are the whole listing on one page.
    public init(
        heading: String, searchText: String, categories: [DealerCategoryViewModel], sections: [DealersSectionViewModel],
        letters: [String]? = nil, page: DealersPageViewModel? = nil, focusedSectionIndex: Int?, emptyMessage: String?
    ) {
        self.heading = heading
        self.searchText = searchText
        self.categories = categories
        self.sections = sections
        self.letters = letters ?? sections.map(\.title)
        let dealerCount = sections.reduce(0) { $0 + $1.rows.count }
        self.page =
            page
            ?? DealersPageViewModel(
                index: 0, count: 1, dealerCount: dealerCount, shownDealers: dealerCount == 0 ? nil : 1...dealerCount,
                summary: nil)
        self.focusedSectionIndex = focusedSectionIndex
        self.emptyMessage = emptyMessage
    }
}

/// A category of the Dealers' Den, and whether its dealers are listed.
public struct DealerCategoryViewModel: Hashable, Sendable {
    /// The organisers' name, e.g. `Prints`.
    public var name: String
    /// Whether it is on: a dealer is listed when one of its categories is on.
    public var isActive: Bool

    /// Creates the category's display values.
    public init(name: String, isActive: Bool) {
        self.name = name
        self.isActive = isActive
    }
}

/// The dealers whose names start with one letter.
public struct DealersSectionViewModel: Hashable, Sendable {
    /// The letter, e.g. `A`, or `#` for names that start with no letter.
    public var title: String
    /// The dealers, by name.
    public var rows: [DealerRowViewModel]

    /// Creates a section.
    public init(title: String, rows: [DealerRowViewModel]) {
        self.title = title
        self.rows = rows
    }
}

/// One dealer in the listing.
public struct DealerRowViewModel: Hashable, Sendable {
    /// The dealer's identity, for telling which was chosen (the same on every page and after a
    /// sync, e.g. for a link to its page).
    public var id: String
    /// The name shown (the display name, else the nickname).
    public var name: String
    /// The nickname, when it is not the name shown.
    public var alternateName: String?
    /// Short notes, e.g. `not every day` and `After Dark`.
    public var notes: [String]

    /// Creates the row.
    public init(id: String, name: String, alternateName: String?, notes: [String]) {
        self.id = id
        self.name = name
        self.alternateName = alternateName
        self.notes = notes
    }
}
