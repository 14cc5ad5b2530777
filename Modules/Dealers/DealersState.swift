/// What the user has chosen on the dealers listing: the search, the categories turned off, the
/// letter jumped to and the page.
struct DealersState: Equatable {
    var searchText = ""
    /// The categories turned off; every other category is on (so a new category shows at once).
    var inactiveCategories: Set<String> = []
    /// The letter jumped to; a new search or category choice goes back to the top.
    var letter: String?
    /// The page asked for, counting from 0 (a page past the end shows the last); a new search or
    /// category choice goes back to the first.
    var pageIndex = 0
}
