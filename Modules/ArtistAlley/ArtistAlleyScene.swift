public import ConbookModuleKit

/// The artist alley: the tables the organisers accepted, by table number, searchable; when empty,
/// why.
@MainActor
public protocol ArtistAlleyScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any ArtistAlleySceneDelegate)
    /// Shows the alley.
    func show(_ viewModel: ArtistAlleyViewModel)
    /// Says something went wrong (e.g. a choice made on a list that has since changed).
    func showError(_ message: String)
}

/// What the artist alley scene reports. A table is told by its identity
/// (`ArtistAlleyRowViewModel.id`), so that a choice made on a list that has since changed is
/// refused, never applied to another.
@MainActor
public protocol ArtistAlleySceneDelegate: AnyObject {
    /// The scene is on screen.
    func artistAlleySceneDidLoad()
    /// The user typed a search; empty text ends the search.
    func artistAlleySceneDidChangeSearchText(_ text: String)
    /// The user chose the table of a row, by the row's `id`.
    func artistAlleySceneDidSelectTable(id: String)
    /// The user asked to see their own registration.
    func artistAlleySceneDidAskForOwnRegistration()
}

/// The artist alley as display values.
public struct ArtistAlleyViewModel: Hashable, Sendable {
    /// How many tables are listed, e.g. `12 tables, by table number` or `2 of 12 tables`.
    public var heading: String
    /// The search text; empty when not searching.
    public var searchText: String
    /// The tables, by table number, then name.
    public var rows: [ArtistAlleyRowViewModel]
    /// What to say when `rows` is empty (why the alley is empty, or that the search found
    /// nothing); nil otherwise.
    public var emptyMessage: String?

    /// Creates the display values.
    public init(heading: String, searchText: String, rows: [ArtistAlleyRowViewModel], emptyMessage: String?) {
        self.heading = heading
        self.searchText = searchText
        self.rows = rows
        self.emptyMessage = emptyMessage
    }
}

/// One table of the alley.
public struct ArtistAlleyRowViewModel: Hashable, Sendable {
    /// The table's identity, for telling which was chosen (the same after a sync, e.g. for a link
    /// to its page).
    public var id: String
    /// The table, e.g. `Table 12`; nil when it has no number.
    public var table: String?
    /// The artist's name.
    public var name: String
    /// What they offer, in a few words; nil when they said nothing.
    public var shortDescription: String?

    /// Creates the row.
    public init(id: String, table: String?, name: String, shortDescription: String?) {
        self.id = id
        self.table = table
        self.name = name
        self.shortDescription = shortDescription
    }
}
