public import ConbookCore
public import ConbookModuleKit

/// A person's page: who they are, as far as the source says (a line, a biography, links), and the
/// events they host in schedule order, with the user's favourites and overlaps marked.
@MainActor
public protocol PersonDetailScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any PersonDetailSceneDelegate)
    /// Shows the person.
    func show(_ viewModel: PersonDetailViewModel)
    /// Says nobody by that name is in the convention (any more).
    func showUnavailable(_ message: String)
    /// Says something went wrong (e.g. a favourite could not be saved); what is shown stays.
    func showError(_ message: String)
}

/// What the PersonDetail scene reports. Indexes are those of the last view model shown; an event
/// is told by its identity (`PersonEventRowViewModel.id`), so that a choice made on a page that
/// has since changed is refused, never applied to another.
@MainActor
public protocol PersonDetailSceneDelegate: AnyObject {
    /// The scene is on screen.
    func personDetailSceneDidLoad()
    /// The user chose an event of `PersonDetailViewModel.events`, by its row's `id`.
    func personDetailSceneDidSelectEvent(id: String)
    /// The user marked or unmarked an event of `PersonDetailViewModel.events` as a favourite, by
    /// its row's `id`.
    func personDetailSceneDidToggleFavourite(id: String)
    /// The user chose the link at an index of `PersonDetailViewModel.links`.
    func personDetailSceneDidSelectLink(at index: Int)
}

/// A person's page as display values; empty parts are nil (or empty) and not shown.
public struct PersonDetailViewModel: Hashable, Sendable {
    /// Their name.
    public var name: String
    /// A line about them, from the source.
    public var tagLine: String?
    /// The other names the events write for them, e.g. `Raissa Perez (moderator)`.
    public var otherNames: [String]
    /// Their biography, formatted.
    public var biography: RichText?
    /// Their picture and links, then the links of their biography, each address once.
    public var links: [LinkViewModel]
    /// How many events they host, e.g. `3 events`.
    public var eventsHeading: String
    /// Their events in schedule order.
    public var events: [PersonEventRowViewModel]
    /// What to say when they host no event; nil otherwise.
    public var noEventsMessage: String?

    /// Creates the display values.
    public init(
        name: String, tagLine: String? = nil, otherNames: [String] = [], biography: RichText? = nil,
        links: [LinkViewModel] = [], eventsHeading: String, events: [PersonEventRowViewModel] = [],
        noEventsMessage: String? = nil
    ) {
        self.name = name
        self.tagLine = tagLine
        self.otherNames = otherNames
        self.biography = biography
        self.links = links
        self.eventsHeading = eventsHeading
        self.events = events
        self.noEventsMessage = noEventsMessage
    }
}

/// One of a person's events.
public struct PersonEventRowViewModel: Hashable, Sendable {
    /// The event's identity, for telling which was chosen (the same on every page and after a
    /// sync, e.g. for a link to its page).
    public var id: String
    /// The title.
    public var title: String
    /// When, e.g. `Wednesday 19 August 10:00–12:00`.
    public var when: String
    /// Where (the room's short name when it has one).
    public var room: String
    /// Whether it is a favourite.
    public var isFavourite: Bool
    /// Short notes: cancelled, hidden, the favourites it overlaps, friends who go.
    public var notes: [String]

    /// Creates the row.
    public init(id: String, title: String, when: String, room: String, isFavourite: Bool, notes: [String] = []) {
        self.id = id
        self.title = title
        self.when = when
        self.room = room
        self.isFavourite = isFavourite
        self.notes = notes
    }
}
