public import ConbookCore
public import ConbookModuleKit

/// One event in full.
@MainActor
public protocol EventDetailScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any EventDetailSceneDelegate)
    /// Shows the event.
    func show(_ viewModel: EventDetailViewModel)
    /// Says the event is not (or no longer) in the schedule.
    func showUnavailable(_ message: String)
    /// Says something went wrong (e.g. a favourite could not be saved); what is shown stays.
    func showError(_ message: String)
}

/// What the event detail scene reports.
@MainActor
public protocol EventDetailSceneDelegate: AnyObject {
    /// The scene is on screen.
    func eventDetailSceneDidLoad()
    /// The user toggled the favourite mark.
    func eventDetailSceneDidToggleFavourite()
    /// The user asked to see the event's room on the map (see `EventDetailViewModel.mapName`).
    func eventDetailSceneDidSelectRoomLocation()
    /// The user chose the link at an index of `EventDetailViewModel.links`.
    func eventDetailSceneDidSelectLink(at index: Int)
    /// The user asked to give feedback on the event.
    func eventDetailSceneDidAskForFeedback()
    /// The user set the event's priority among clashing favourites (see `EventDetailViewModel.priority`).
    func eventDetailSceneDidSetPriority(high: Bool)
    /// The user hid the event: it leaves listings, reminders and exports.
    func eventDetailSceneDidHide()
    /// The user showed the event again (it stays hidden while its room, track or language is;
    /// `EventDetailViewModel.hidden` says so).
    func eventDetailSceneDidShowAgain()
    /// The user chose the host at an index of `EventDetailViewModel.hostNames`: their page opens.
    func eventDetailSceneDidSelectHost(at index: Int)
}

/// An event in full, as display values. Empty parts are nil and not shown.
public struct EventDetailViewModel: Hashable, Sendable {
    /// The event's identity (the same after a sync, e.g. for the address of its page); empty when
    /// not given.
    public var id: String
    /// The title.
    public var title: String
    /// The subtitle.
    public var subtitle: String?
    /// When, in convention-local time, e.g. `Wednesday 19 August, 10:00–11:00 CEST`.
    public var when: String
    /// Where (the room's full name).
    public var room: String
    /// The track.
    public var track: String
    /// Who hosts it, e.g. `Sketchy Fox, Pen Wolf`.
    public var hosts: String?
    /// The hosts one by one, in the organisers' order, each with a page of their own.
    public var hostNames: [String]
    /// The abstract, formatted.
    public var abstract: RichText?
    /// The description, formatted; nil when empty or the same as the abstract.
    public var description: RichText?
    /// The tags.
    public var tags: [String]
    /// Whether it is a favourite.
    public var isFavourite: Bool
    /// How it changed in the last schedule update, e.g. `Changed in the last update: room, start`.
    public var change: String?
    /// The map its room is on, e.g. `Venue`; nil when the room is on no map.
    public var mapName: String?
    /// The links inside its abstract and description, once each (by address), in reading order.
    public var links: [LinkViewModel]
    /// Whether it takes feedback (a rating and a text).
    public var acceptsFeedback: Bool
    /// The favourites it overlaps, one line each, e.g. `Clashes with Fursuit Parade (14:30–16:00,
    /// Main Stage)`; empty when none (or it is not a favourite).
    public var clashes: [String]
    /// Its priority among clashing favourites, worded (`high` or `normal` in English); nil when it
    /// is not a favourite.
    public var priority: String?
    /// What the source says of the room (2026 Eurofurence rooms have a description); nil when
    /// nothing.
    public var roomDescription: String?
    /// What the source says of its recording, when it says it will not be recorded; nil otherwise.
    public var recording: String?
    /// That it is hidden, and why, e.g. `hidden with its room Panel Room: left out of the schedule,
    /// News, reminders and exports`; nil when it is not.
    public var hidden: String?
    /// Who else goes: the friends whose kept lists pick it, e.g. `Alex ★, Sam ★`; nil when none.
    public var friends: String?

    /// Creates the display values.
    public init(
        title: String, subtitle: String?, when: String, room: String, track: String, hosts: String?,
        abstract: RichText?, description: RichText?, tags: [String], isFavourite: Bool, change: String? = nil,
        mapName: String? = nil, links: [LinkViewModel] = [], acceptsFeedback: Bool = false, clashes: [String] = [],
        priority: String? = nil, roomDescription: String? = nil, recording: String? = nil, hidden: String? = nil,
        friends: String? = nil, hostNames: [String] = [], id: String = ""
    ) {
        self.id = id
        self.hostNames = hostNames
        self.hidden = hidden
        self.friends = friends
        self.roomDescription = roomDescription
        self.recording = recording
        self.acceptsFeedback = acceptsFeedback
        self.clashes = clashes
        self.priority = priority
        self.title = title
        self.subtitle = subtitle
        self.when = when
        self.room = room
        self.track = track
        self.hosts = hosts
        self.abstract = abstract
        self.description = description
        self.tags = tags
        self.isFavourite = isFavourite
        self.change = change
        self.mapName = mapName
        self.links = links
    }
}
