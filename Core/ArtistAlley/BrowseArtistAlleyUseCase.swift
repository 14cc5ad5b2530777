/// Use case: browse the artist alley, the tables the organisers accepted, and search it.
///
/// Rules: the tables are ordered by table number (numerically when the table is a number), then
/// by name; a search finds the tables in whose name, description or table every word of the
/// search begins a word (case and Latin diacritics aside). An empty alley says why: the
/// convention's server shows it only to checked-in attendees.
@MainActor
public struct BrowseArtistAlleyUseCase {
    let repository: ConventionRepository
    let account: AttendeeAccount

    /// The roles that see the alley, as the Eurofurence server checks them.
    public static let rolesThatSeeTheAlley: Set<String> = [
        "AttendeeCheckedIn", "ArtistAlleyModerator", "ArtistAlleyAdmin", "Admin",
    ]

    /// Every table, in the alley's order.
    public func tables() -> [ArtistAlleyTable] {
        (repository.outline.map { Array($0[ArtistAlleyTable.self].all) } ?? []).sorted(by: ArtistAlleyOrder.precedes)
    }

    /// The tables a search finds, in the alley's order; an empty search finds every table.
    public func tables(matching search: String) -> [ArtistAlleyTable] {
        let words = SearchWords(SearchFolding.folded(search)).words
        guard !words.isEmpty else { return tables() }
        return tables().filter { table in
            let text = [table.displayName, table.shortDescription, table.location].joined(separator: " ")
            return SearchWords(SearchFolding.folded(text)).containsPrefixes(of: words)
        }
    }

    /// One table; nil when it is not (or no longer) in the alley.
    public func table(_ id: ArtistAlleyTable.ID) -> ArtistAlleyTable? {
        repository.outline?[ArtistAlleyTable.self][id]
    }

    /// How many tables there are.
    public func count() -> Int {
        repository.outline?[ArtistAlleyTable.self].count ?? 0
    }

    /// Why the alley is empty, from the login and the roles the server told.
    public func absence() -> ArtistAlleyAbsence {
        switch LoginUseCase(account: account).status() {
        case .notOffered:
            return .noTablesYet
        case .loggedOut, .sessionEnded:
            return .notLoggedIn
        case .loggedIn(let attendee):
            guard let roles = attendee.profile?.roles else { return .noTablesYet }
            return roles.contains(where: Self.rolesThatSeeTheAlley.contains) ? .noTablesYet : .notCheckedIn
        }
    }
}
