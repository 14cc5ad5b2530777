import ConbookCore
import ConbookModuleKit

/// Turns the alley into display values through the Core's browse use case: the tables a search
/// finds, or why there are none.
@MainActor
struct ArtistAlleyInteractor {
    let browseArtistAlley: BrowseArtistAlleyUseCase
    let texts: ModuleWords<ArtistAlleyText>

    /// The view model for a search, with the tables behind its rows.
    func listing(searching searchText: String) -> (viewModel: ArtistAlleyViewModel, tables: [ArtistAlleyTable.ID]) {
        let search = DisplayText.trimmed(searchText)
        let tables = browseArtistAlley.tables(matching: search)
        let total = browseArtistAlley.count()
        let counts = [
            "listed": DisplayText.grouped(tables.count, in: texts.language),
            "total": DisplayText.grouped(total, in: texts.language),
        ]
        let viewModel = ArtistAlleyViewModel(
            heading: texts(search.isEmpty ? .alleyTotal : .alleyListedOfTotal, counts), searchText: search,
            rows: tables.map(row), emptyMessage: tables.isEmpty ? emptyMessage(search: search, total: total) : nil)
        return (viewModel, tables.map(\.id))
    }

    private func row(_ table: ArtistAlleyTable) -> ArtistAlleyRowViewModel {
        ArtistAlleyRowViewModel(
            id: table.id.rawValue,
            table: DisplayText.nonEmpty(table.location).map { texts(.alleyTable, ["table": $0]) },
            name: DisplayText.trimmed(table.displayName), shortDescription: DisplayText.nonEmpty(table.shortDescription))
    }

    private func emptyMessage(search: String, total: Int) -> String {
        guard total == 0 else { return texts(.alleyNoMatch, ["search": search]) }
        switch browseArtistAlley.absence() {
        case .notLoggedIn: return texts(.alleyNotLoggedIn)
        case .notCheckedIn: return texts(.alleyNotCheckedIn)
        case .noTablesYet: return texts(.alleyNoTables)
        }
    }
}
