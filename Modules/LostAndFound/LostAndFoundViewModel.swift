public import ConbookModuleKit

/// The lost & found as display values.
public struct LostAndFoundViewModel: Hashable, Sendable {
    /// How many items there are, e.g. `5 items · 2 lost, 2 found, 1 returned`, that they are being
    /// fetched, or that nothing is reported.
    public var heading: String
    /// The search, e.g. `2 items match “phone”` (`search` ends it); nil without one.
    public var search: String?
    /// Why there is nothing to show and what to do (e.g. that a login is needed); nil otherwise.
    public var obstacle: String?
    /// The groups, in order: lost, found, returned, then any of unknown status.
    public var groups: [LostAndFoundGroupViewModel]

    /// Creates the display values.
    public init(heading: String, search: String? = nil, obstacle: String? = nil, groups: [LostAndFoundGroupViewModel]) {
        self.heading = heading
        self.search = search
        self.obstacle = obstacle
        self.groups = groups
    }

    /// Every item, group after group.
    public var items: [LostAndFoundItemViewModel] { groups.flatMap(\.items) }
}

/// The items of one status.
public struct LostAndFoundGroupViewModel: Hashable, Sendable {
    /// Its title with how many, e.g. `Found (2)`.
    public var title: String
    /// The items, newest first.
    public var items: [LostAndFoundItemViewModel]

    /// Creates the group.
    public init(title: String, items: [LostAndFoundItemViewModel]) {
        self.title = title
        self.items = items
    }
}

/// One item in the list.
public struct LostAndFoundItemViewModel: Hashable, Sendable {
    /// The item's identity, for telling which was chosen (the same after a refresh, e.g. for a
    /// link to it).
    public var id: String
    /// What it is, on one line.
    public var title: String
    /// When its status came to be, in the convention's zone, e.g. `Found Thu 25 Aug 11:30`.
    public var time: String
    /// The link to its picture; nil when it has none.
    public var picture: LinkViewModel?
    /// Whether it is expanded (chosen), showing `details`.
    public var isExpanded: Bool
    /// When expanded: its description and every time known, one per line; empty otherwise.
    public var details: [String]

    /// Creates the item.
    public init(
        id: String, title: String, time: String, picture: LinkViewModel?, isExpanded: Bool = false, details: [String] = []
    ) {
        self.id = id
        self.title = title
        self.time = time
        self.picture = picture
        self.isExpanded = isExpanded
        self.details = details
    }
}
