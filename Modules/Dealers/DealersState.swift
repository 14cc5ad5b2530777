/// What the user has chosen on the dealers listing: the search, the categories turned off and the
/// letter jumped to.
struct DealersState: Equatable {
    var searchText = ""
    /// The categories turned off; every other category is on (so a new category shows at once).
    var inactiveCategories: Set<String> = []
    /// The letter jumped to; a new search or category choice goes back to the top.
    var letter: String?
}
