/// The Core of Conbook for one convention: its data, the user's favourites and every use case.
///
/// Build one from the ports (the data source, the store, the clock, the convention's calendar
/// and a rich text parser); front ends and embedding programs then work only through the use cases.
///
/// ```swift
/// let conbook = try Conbook(api: api, store: store, clock: clock, calendar: calendar, richTextParser: parser)
/// await conbook.refreshConvention.refresh()
/// let today = conbook.browseSchedule.defaultDay()
/// ```
@MainActor
public final class Conbook {
    let repository: ConventionRepository

    /// The clock every use case reads.
    public let clock: any WallClock
    /// The convention's local calendar, for dates and display.
    public let calendar: any ConventionCalendar
    /// Turns the sources' Markdown or HTML into rich text for display.
    public let richTextParser: any RichTextParser

    /// Syncs with the data source.
    public let refreshConvention: RefreshConventionUseCase
    /// Browses the schedule day by day.
    public let browseSchedule: BrowseScheduleUseCase
    /// Searches events.
    public let searchEvents: SearchEventsUseCase
    /// Marks favourites.
    public let toggleFavourite: ToggleFavouriteUseCase
    /// Shows one event in full.
    public let viewEvent: ViewEventUseCase
    /// Shows what is on now and soon.
    public let seeRunningAndUpcomingEvents: SeeRunningAndUpcomingEventsUseCase
    /// Shows today's favourites.
    public let seeTodaysFavourites: SeeTodaysFavouritesUseCase
    /// Shows favourites that were taken off the schedule.
    public let seeRemovedFavourites: SeeRemovedFavouritesUseCase
    /// Counts down to the convention.
    public let conventionCountdown: ConventionCountdownUseCase
    /// Shows the organisers' announcements.
    public let seeLatestAnnouncements: SeeLatestAnnouncementsUseCase
    /// Lists every announcement: the current ones, the expired ones apart.
    public let browseAnnouncements: BrowseAnnouncementsUseCase
    /// Shows one announcement in full and marks it read.
    public let viewAnnouncement: ViewAnnouncementUseCase
    /// Shows what the last schedule change changed.
    public let seeScheduleChanges: SeeScheduleChangesUseCase
    /// Browses the Dealers' Den A–Z, by name and category.
    public let browseDealers: BrowseDealersUseCase
    /// Shows one dealer in full, and where they are.
    public let viewDealer: ViewDealerUseCase
    /// Browses and searches the knowledge base.
    public let browseKnowledge: BrowseKnowledgeUseCase
    /// Shows one knowledge entry in full.
    public let viewKnowledgeEntry: ViewKnowledgeEntryUseCase
    /// Says what the stored convention is and holds (for About).
    public let seeConventionSummary: SeeConventionSummaryUseCase
    /// Sees and changes the user's settings, and clears the convention's data.
    public let changeSettings: ChangeSettingsUseCase
    /// Finds where links and addresses lead.
    public let followLink: FollowLinkUseCase
    /// Shows the maps and finds rooms on them.
    public let browseMaps: BrowseMapsUseCase
    /// Tells what is at a point of a map.
    public let tapMap: TapMapUseCase
    /// Shows the convention's pictures.
    public let viewImage: ViewImageUseCase
    /// Opens the convention's game, "Collect them all".
    public let collectThemAll: CollectThemAllUseCase
    /// Logs the attendee in and out.
    public let login: LoginUseCase
    /// The attendee's private messages.
    public let privateMessages: PrivateMessagesUseCase
    /// The attendee's favourites kept in step with the convention's server, where it keeps them.
    public let serverFavourites: ServerFavouritesUseCase
    /// Sends feedback on events.
    public let sendFeedback: SendFeedbackUseCase
    /// Puts events in a calendar file's terms (favourites, all, or a filter's).
    public let exportCalendar: ExportCalendarUseCase
    /// Marks the events a calendar file names as favourites.
    public let importFavourites: ImportFavouritesUseCase
    /// Reminds of favourites a lead time before they start.
    public let reminders: RemindersUseCase
    /// Finds favourites that overlap, and keeps the user's priorities.
    public let seeClashes: SeeClashesUseCase
    /// Finds the gaps between favourites and what would fill them.
    public let seeFreeTime: SeeFreeTimeUseCase
    /// Hide events, rooms, tracks and languages, list what is hidden, show it again.
    public let hideItems: HideItemsUseCase
    /// Shares the favourites as a short code, and takes over a friend's picks from theirs.
    public let sharePicks: SharePicksUseCase
    /// Keeps friends' picks as named lists, lists the friends, forgets one.
    public let friendsLists: FriendsListsUseCase
    /// Lists the people who host events, A–Z, and opens a person's page with their events.
    public let people: BrowsePeopleUseCase
    /// The language the modules word their display values in.
    public let language: Language
    private let messagesAfterSync: MessagesAfterSync

    /// Opens the Core over one store that keeps both the convention's synced data and the
    /// attendee's own marks (as the SQLite store does); the other parameters are those of
    /// ``init(api:store:attendeeStore:clock:calendar:richTextParser:expectedConvention:imageStore:settingsStore:settingsScope:attendeeAPI:identityProvider:accountStore:language:)``.
    /// - Throws: `StoreError.unreadable` when the store holds data that cannot be read.
    public convenience init(
        api: any ConventionAPI, store: any ConventionStore & AttendeeStore, clock: any WallClock,
        calendar: any ConventionCalendar, richTextParser: any RichTextParser,
        expectedConvention: ConventionIdentifier? = nil, imageStore: (any ImageStore)? = nil,
        settingsStore: (any SettingsStore)? = nil, settingsScope: SettingsScope = .everyConvention,
        attendeeAPI: (any AttendeeAPI)? = nil, identityProvider: (any IdentityProvider)? = nil,
        accountStore: (any AccountStore)? = nil, language: Language = .english
    ) throws(StoreError) {
        try self.init(
            api: api, store: store, attendeeStore: store, clock: clock, calendar: calendar, richTextParser: richTextParser,
            expectedConvention: expectedConvention, imageStore: imageStore, settingsStore: settingsStore,
            settingsScope: settingsScope,
            attendeeAPI: attendeeAPI, identityProvider: identityProvider, accountStore: accountStore, language: language)
    }

    /// Opens the Core over its ports, reading the store's outline (events are read as they are
    /// asked for).
    ///
    /// - Parameters:
    ///   - api: the convention's data source.
    ///   - store: where the convention's synced data is kept.
    ///   - attendeeStore: where the attendee's favourites, priorities, read marks and given
    ///     reminders are kept.
    ///   - clock: what time it is (pinned for a demo or a test).
    ///   - calendar: the convention's days, times and zone, in the language of the display values.
    ///   - richTextParser: how abstracts, descriptions and announcements become ``RichText``.
    ///   - expectedConvention: when set, a first sync for another convention is refused.
    ///   - imageStore: where images are kept; without one (or with a source that serves none),
    ///     no image is downloaded.
    ///   - settingsStore: where the user's settings are kept; without one, the defaults apply and
    ///     changing them is refused.
    ///   - settingsScope: whose settings these are: a convention's (which fall back, setting by
    ///     setting, on those saved for every convention) or every convention's.
    ///   - attendeeAPI: the server's attendee services (login, private messages, feedback); nil
    ///     for a source that has none (then `login.status()` is `.notOffered`).
    ///   - identityProvider: where attendees log in (OpenID Connect); without one, logging in is
    ///     not offered.
    ///   - accountStore: where the login and the messages are kept; without one, logging in is
    ///     refused.
    ///   - language: the language the modules word their display values in (the calendar's dates
    ///     are the calendar adapter's affair: give it the same language).
    /// - Throws: `StoreError.unreadable` when the store holds data that cannot be read.
    public init(
        api: any ConventionAPI, store: any ConventionStore, attendeeStore: any AttendeeStore, clock: any WallClock,
        calendar: any ConventionCalendar, richTextParser: any RichTextParser,
        expectedConvention: ConventionIdentifier? = nil, imageStore: (any ImageStore)? = nil,
        settingsStore: (any SettingsStore)? = nil, settingsScope: SettingsScope = .everyConvention,
        attendeeAPI: (any AttendeeAPI)? = nil, identityProvider: (any IdentityProvider)? = nil,
        accountStore: (any AccountStore)? = nil, language: Language = .english
    ) throws(StoreError) {
        self.language = language
        let repository = try ConventionRepository(store: store, attendeeStore: attendeeStore)
        self.repository = repository
        self.clock = clock
        self.calendar = calendar
        self.richTextParser = richTextParser
        let schedule = BrowseScheduleUseCase(repository: repository, clock: clock, calendar: calendar)
        let account = AttendeeAccount(
            api: attendeeAPI, identity: identityProvider, store: accountStore, clock: clock, repository: repository)
        refreshConvention = RefreshConventionUseCase(
            api: api, repository: repository, expectedConvention: expectedConvention, imageStore: imageStore,
            account: account, clock: clock)
        browseSchedule = schedule
        searchEvents = SearchEventsUseCase(repository: repository)
        toggleFavourite = ToggleFavouriteUseCase(repository: repository)
        viewEvent = ViewEventUseCase(repository: repository)
        seeRunningAndUpcomingEvents = SeeRunningAndUpcomingEventsUseCase(repository: repository, clock: clock)
        seeTodaysFavourites = SeeTodaysFavouritesUseCase(repository: repository, schedule: schedule)
        seeRemovedFavourites = SeeRemovedFavouritesUseCase(repository: repository)
        conventionCountdown = ConventionCountdownUseCase(repository: repository, clock: clock, calendar: calendar)
        seeLatestAnnouncements = SeeLatestAnnouncementsUseCase(repository: repository, clock: clock)
        browseAnnouncements = BrowseAnnouncementsUseCase(repository: repository, clock: clock)
        viewAnnouncement = ViewAnnouncementUseCase(repository: repository, clock: clock)
        seeScheduleChanges = SeeScheduleChangesUseCase(repository: repository)
        browseDealers = BrowseDealersUseCase(repository: repository)
        viewDealer = ViewDealerUseCase(repository: repository)
        browseKnowledge = BrowseKnowledgeUseCase(repository: repository)
        viewKnowledgeEntry = ViewKnowledgeEntryUseCase(repository: repository)
        followLink = FollowLinkUseCase(repository: repository)
        seeConventionSummary = SeeConventionSummaryUseCase(repository: repository, api: api)
        changeSettings = ChangeSettingsUseCase(
            repository: repository, settingsStore: settingsStore, settingsScope: settingsScope, imageStore: imageStore,
            refresh: refreshConvention)
        let maps = BrowseMapsUseCase(repository: repository)
        browseMaps = maps
        tapMap = TapMapUseCase(repository: repository, maps: maps, clock: clock)
        viewImage = ViewImageUseCase(repository: repository, store: imageStore)
        collectThemAll = CollectThemAllUseCase(repository: repository, account: account)
        login = LoginUseCase(account: account)
        privateMessages = PrivateMessagesUseCase(account: account)
        messagesAfterSync = MessagesAfterSync(privateMessages: privateMessages, account: account)
        repository.addObserver(messagesAfterSync)
        serverFavourites = ServerFavouritesUseCase(account: account, repository: repository)
        repository.addObserver(serverFavourites)
        sendFeedback = SendFeedbackUseCase(account: account, repository: repository)
        exportCalendar = ExportCalendarUseCase(
            repository: repository, clock: clock, calendar: calendar, richTextParser: richTextParser)
        importFavourites = ImportFavouritesUseCase(repository: repository)
        reminders = RemindersUseCase(repository: repository, clock: clock, settings: changeSettings)
        seeClashes = SeeClashesUseCase(repository: repository)
        seeFreeTime = SeeFreeTimeUseCase(repository: repository, schedule: schedule, clock: clock)
        hideItems = HideItemsUseCase(repository: repository)
        sharePicks = SharePicksUseCase(repository: repository)
        friendsLists = FriendsListsUseCase(repository: repository)
        people = BrowsePeopleUseCase(repository: repository)
    }

    /// Whether any convention data is stored (if not, a first sync is needed before browsing).
    public var hasContent: Bool { repository.outline != nil }

    /// The stored convention without its events (days, rooms, tracks, announcements, change
    /// marks, how many events there are), or nil before the first sync. Cheap: it is kept in memory.
    public var outline: ConventionOutline? { repository.outline }

    /// The convention's name and time zone, when the source gave them.
    public var details: ConventionDetails? { repository.outline?.details }

    /// Everything known about the convention now, events included. Reads every event from the
    /// store (use the use cases to read a part).
    /// - Throws: `StoreError.unreadable` when the store cannot be read.
    public func loadContent() throws(StoreError) -> ConventionContent {
        try repository.wholeConvention()?.content ?? .empty
    }

    /// The stored convention's identifier, if any.
    public var conventionIdentifier: ConventionIdentifier? { repository.outline?.conventionIdentifier }

    /// The last failure to read events from the store after it was opened, if any (listings
    /// then come back empty; observers were told with `.readFailed`).
    public var readProblem: StoreError? { repository.readProblem }

    /// Reads again what another program saved in the same store since this one read it (a
    /// favourite made in the console beside `conbook serve`, a sync by `conbook watch`) and tells
    /// the observers what differs, so that the scenes show it; nothing happens when no other
    /// program saved (one question to the store). A front end calls it before it shows a page or
    /// takes a command. A failure to read is reported to the observers (`.readFailed`), and what
    /// was read before stays.
    public func catchUpWithOtherPrograms() {
        repository.catchUpReportingFailure()
    }

    /// Registers an observer of changes; it is held weakly.
    public func addObserver(_ observer: any ConventionObserver) {
        repository.addObserver(observer)
    }
}
