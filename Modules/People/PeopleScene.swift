public import ConbookModuleKit

/// The people who host the convention's events (and those the source describes), A–Z, a section
/// per letter, searchable by name and tag line.
@MainActor
public protocol PeopleScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any PeopleSceneDelegate)
    /// Shows the people.
    func show(_ viewModel: PeopleViewModel)
    /// Says something went wrong (e.g. a choice made on a list that has since changed).
    func showError(_ message: String)
}

/// What the People scene reports.
@MainActor
public protocol PeopleSceneDelegate: AnyObject {
    /// The scene is on screen.
    func peopleSceneDidLoad()
    /// The user typed a search; empty text ends the search.
    func peopleSceneDidChangeSearchText(_ text: String)
    /// The user chose a person of the list shown, by the row's `name` (a person's identity): a
    /// choice made on a list that has since lost them is refused, never applied to another.
    func peopleSceneDidSelectPerson(named name: String)
}

/// The people, as display values.
public struct PeopleViewModel: Hashable, Sendable {
    /// How many are listed, e.g. `76 people, A–Z` or `2 of 76 people`.
    public var heading: String
    /// The search text; empty when not searching.
    public var searchText: String
    /// The people, a section per letter, A–Z, `#` last.
    public var sections: [PeopleSectionViewModel]
    /// What to say when `sections` is empty, e.g. `Nobody matches “fox”.`; nil otherwise.
    public var emptyMessage: String?

    /// Creates the display values.
    public init(heading: String, searchText: String, sections: [PeopleSectionViewModel], emptyMessage: String?) {
        self.heading = heading
        self.searchText = searchText
        self.sections = sections
        self.emptyMessage = emptyMessage
    }
}

/// The people whose (sort) names start with one letter.
public struct PeopleSectionViewModel: Hashable, Sendable {
    /// The letter, e.g. `A`, or `#`.
    public var title: String
    /// The people, A–Z.
    public var rows: [PersonRowViewModel]

    /// Creates a section.
    public init(title: String, rows: [PersonRowViewModel]) {
        self.title = title
        self.rows = rows
    }
}

/// One person in the list.
public struct PersonRowViewModel: Hashable, Sendable {
    /// The name, which is also the person's identity (for telling who was chosen).
    public var name: String
    /// A line about them, from the source; nil when none.
    public var tagLine: String?
    /// How many events they host, e.g. `3 events`, `no events`.
    public var events: String

    /// Creates the row.
    public init(name: String, tagLine: String?, events: String) {
        self.name = name
        self.tagLine = tagLine
        self.events = events
    }
}
