import ConbookCore
import ConbookModuleKit

/// Turns the Dealers' Den into display values through the Core's browse use case: a page of the
/// dealers A–Z for the search and the categories that are on, with every letter of the listing.
@MainActor
struct DealersInteractor {
    let browseDealers: BrowseDealersUseCase
    let texts: ModuleWords<DealersText>
    /// How many dealers a page lists.
    let pageSize: Int

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
        let page = self.page(for: state, activeCategories: active)
        let groups = page.dealers.groups
        let isSearching = !DisplayText.trimmed(state.searchText).isEmpty
        let viewModel = DealersViewModel(
            heading: heading(listed: page.dealers.totalCount, isNarrowed: isSearching || active != nil),
            searchText: isSearching ? DisplayText.trimmed(state.searchText) : "",
            categories: categories.map { DealerCategoryViewModel(name: $0, isActive: !inactive.contains($0)) },
            sections: groups.map { DealersSectionViewModel(title: $0.letter, rows: $0.dealers.map(row)) },
            letters: page.dealers.letters.map(\.letter), page: pageViewModel(page.index, of: page.dealers),
            focusedSectionIndex: state.letter.flatMap { letter in groups.firstIndex { $0.letter == letter } },
            emptyMessage: groups.isEmpty
                ? emptyMessage(search: isSearching ? DisplayText.trimmed(state.searchText) : nil, active: active) : nil)
        return DealersListing(viewModel: viewModel, dealerIDs: groups.map { $0.dealers.map(\.id) }, pageIndex: page.index)
    }

    /// The page the state asks for: the one holding the first dealer of the letter jumped to, else
    /// the page asked for, else (past the end) the last.
    private func page(for state: DealersState, activeCategories: Set<String>?) -> (index: Int, dealers: DealerPage) {
        let read = { (index: Int) in
            browseDealers.page(
                matching: state.searchText, activeCategories: activeCategories,
                in: PageRange(offset: index * pageSize, limit: pageSize))
        }
        var index = max(0, state.pageIndex)
        var page = read(index)
        if let letter = state.letter, let offset = page.offset(ofLetter: letter), offset / pageSize != index {
            index = offset / pageSize
            page = read(index)
        }
        let lastIndex = max(0, (page.totalCount - 1) / pageSize)
        if index > lastIndex {
            index = lastIndex
            page = read(index)
        }
        return (index, page)
    }

    private func pageViewModel(_ index: Int, of page: DealerPage) -> DealersPageViewModel {
        let total = page.totalCount
        let count = max(1, (total + pageSize - 1) / pageSize)
        let shown = page.dealers.isEmpty ? nil : (index * pageSize + 1)...(index * pageSize + page.dealers.count)
        let summary = shown.flatMap { shown in
            count > 1
                ? texts(
                    shown.count == 1 ? .dealersPageOneDealer : .dealersPageDealers,
                    [
                        "first": DisplayText.grouped(shown.lowerBound, in: texts.language),
                        "last": DisplayText.grouped(shown.upperBound, in: texts.language),
                        "total": DisplayText.grouped(total, in: texts.language), "page": "\(index + 1)", "pages": "\(count)",
                    ]) : nil
        }
        return DealersPageViewModel(index: index, count: count, dealerCount: total, shownDealers: shown, summary: summary)
    }

    private func row(_ dealer: Dealer) -> DealerRowViewModel {
        var notes: [String] = []
        if !dealer.attendsEveryDay { notes.append(texts(.dealersNotEveryDay)) }
        if dealer.isAfterDark { notes.append(texts(.dealersAfterDark)) }
        return DealerRowViewModel(
            id: dealer.id.rawValue, name: dealer.preferredName, alternateName: dealer.alternateName, notes: notes)
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
