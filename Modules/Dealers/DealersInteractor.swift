import ConbookCore
import ConbookModuleKit

/// Turns the Dealers' Den into display values through the Core's browse use case: groups A–Z for
/// the search and the categories that are on.
@MainActor
struct DealersInteractor {
    static let notEveryDay = "not every day"
    static let afterDark = "After Dark"

    let browseDealers: BrowseDealersUseCase

    /// The state without categories that no longer exist (after a sync).
    func reconciled(_ state: DealersState) -> DealersState {
        var state = state
        state.inactiveCategories.formIntersection(browseDealers.categories())
        return state
    }

    func listing(for state: DealersState) -> DealersListing {
        let categories = browseDealers.categories()
        let inactive = state.inactiveCategories.intersection(categories)
        let active = inactive.isEmpty ? nil : Set(categories).subtracting(inactive)
        let groups = browseDealers.groups(matching: state.searchText, activeCategories: active)
        let isSearching = !DisplayText.trimmed(state.searchText).isEmpty
        let viewModel = DealersViewModel(
            heading: heading(listed: groups.reduce(0) { $0 + $1.dealers.count }, isNarrowed: isSearching || active != nil),
            searchText: isSearching ? DisplayText.trimmed(state.searchText) : "",
            categories: categories.map { DealerCategoryViewModel(name: $0, isActive: !inactive.contains($0)) },
            sections: groups.map { DealersSectionViewModel(title: $0.letter, rows: $0.dealers.map(row)) },
            focusedSectionIndex: state.letter.flatMap { letter in groups.firstIndex { $0.letter == letter } },
            emptyMessage: groups.isEmpty
                ? emptyMessage(search: isSearching ? DisplayText.trimmed(state.searchText) : nil, active: active) : nil)
        return DealersListing(viewModel: viewModel, dealerIDs: groups.map { $0.dealers.map(\.id) })
    }

    private func row(_ dealer: Dealer) -> DealerRowViewModel {
        var notes: [String] = []
        if !dealer.attendsEveryDay { notes.append(Self.notEveryDay) }
        if dealer.isAfterDark { notes.append(Self.afterDark) }
        return DealerRowViewModel(name: dealer.preferredName, alternateName: dealer.alternateName, notes: notes)
    }

    private func heading(listed: Int, isNarrowed: Bool) -> String {
        let total = browseDealers.count()
        let dealers = total == 1 ? "dealer" : "dealers"
        return isNarrowed ? "\(listed) of \(total) \(dealers)" : "\(total) \(dealers), A–Z"
    }

    private func emptyMessage(search: String?, active: Set<String>?) -> String {
        if browseDealers.count() == 0 { return "The Dealers' Den is empty." }
        if active?.isEmpty == true { return "Every category is turned off." }
        if let search {
            return "No dealers match “\(search)”\(active == nil ? "" : " in the categories turned on")."
        }
        return "No dealers in the categories turned on."
    }
}
