import ConbookCore
import ConbookModuleKit

/// Turns the Dealers' Den into display values through the Core's browse use case: groups A–Z for
/// the search and the categories that are on.
@MainActor
struct DealersInteractor {
    let browseDealers: BrowseDealersUseCase
    let texts: ModuleWords<DealersText>

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
        if !dealer.attendsEveryDay { notes.append(texts(.dealersNotEveryDay)) }
        if dealer.isAfterDark { notes.append(texts(.dealersAfterDark)) }
        return DealerRowViewModel(name: dealer.preferredName, alternateName: dealer.alternateName, notes: notes)
    }

    private func heading(listed: Int, isNarrowed: Bool) -> String {
        let total = browseDealers.count()
        let counts = [
            "listed": DisplayText.grouped(listed, in: texts.language), "total": DisplayText.grouped(total, in: texts.language),
        ]
        return texts(isNarrowed ? .dealersListedOfTotal : .dealersTotal, counts)
    }

    private func emptyMessage(search: String?, active: Set<String>?) -> String {
        if browseDealers.count() == 0 { return texts(.dealersEmpty) }
        if active?.isEmpty == true { return texts(.dealersAllCategoriesOff) }
        if let search {
            return texts(active == nil ? .dealersNoMatch : .dealersNoMatchInCategories, ["search": search])
        }
        return texts(.dealersNoneInCategories)
    }
}
