/// The convention's outline and the user's marks, kept in step with their stores.
///
/// The store is opened by its outline alone; events are read from it as use cases ask, and a
/// sync reads the part it may change. The store is written first; memory changes only after the
/// write succeeded, so what observers see is always what a restart would load.
@MainActor
final class ConventionRepository {
    private let store: any ConventionStore
    private let attendeeStore: any AttendeeStore
    private(set) var outline: ConventionOutline?
    private(set) var favourites: Set<Event.ID>
    private(set) var announcementReads: [Announcement.ID: Instant]
    private(set) var givenReminders: Set<GivenReminder>
    private(set) var priorities: [Event.ID: EventPriority]
    private(set) var hiddenItems: HiddenItems
    private(set) var friendsLists: FriendsLists
    /// The last failure to read events after opening, if any (the listing then came back empty).
    private(set) var readProblem: StoreError?
    /// The whole convention as last read for `wholeConvention()`, until the store changes.
    private var whole: StoredConvention?
    /// The people as last read for `peopleDirectory()`, until the store changes.
    private var peopleDirectoryKept: PeopleDirectory?
    /// The dealers' categories as last read for `dealerCategories()`, until the store changes.
    private var dealerCategoriesKept: [String]?
    private var observers: [WeakObserver] = []
    /// The store's revision of others' saves when the marks were last read.
    private var othersSavesSeen: Int?

    init(store: any ConventionStore, attendeeStore: any AttendeeStore) throws(StoreError) {
        self.store = store
        self.attendeeStore = attendeeStore
        self.outline = try store.loadOutline()
        self.favourites = try attendeeStore.loadFavourites()
        self.announcementReads = try attendeeStore.loadAnnouncementReads()
        self.givenReminders = try attendeeStore.loadGivenReminders()
        self.priorities = try attendeeStore.loadEventPriorities()
        self.hiddenItems = try attendeeStore.loadHiddenItems()
        self.friendsLists = try attendeeStore.loadFriendsLists()
        self.othersSavesSeen = try attendeeStore.revisionOfOthersSaves()
    }

    /// Reads the marks and the outline again when another program saved in the same store since
    /// they were read, and tells observers what differs; nothing when no other program saved (one
    /// question to the store). Returns whether anything was read again.
    func catchUpWithOthersSaves() throws(StoreError) -> Bool {
        guard let revision = try attendeeStore.revisionOfOthersSaves(), revision != othersSavesSeen else { return false }
        // Seen only once all is read: a failure leaves it to be read again at the next call.
        defer { othersSavesSeen = revision }
        let previousOutline = outline
        try reloadOutline()
        if outline != previousOutline { notify(.contentUpdated) }
        let loadedFavourites = try attendeeStore.loadFavourites()
        let loadedPriorities = try attendeeStore.loadEventPriorities()
        if loadedFavourites != favourites || loadedPriorities != priorities {
            favourites = loadedFavourites
            priorities = loadedPriorities
            notify(.favouritesChanged)
        }
        let loadedReads = try attendeeStore.loadAnnouncementReads()
        if loadedReads != announcementReads {
            announcementReads = loadedReads
            notify(.announcementsRead)
        }
        givenReminders = try attendeeStore.loadGivenReminders()
        let loadedHidden = try attendeeStore.loadHiddenItems()
        if loadedHidden != hiddenItems {
            hiddenItems = loadedHidden
            notify(.hiddenItemsChanged)
        }
        let loadedFriends = try attendeeStore.loadFriendsLists()
        if loadedFriends != friendsLists {
            friendsLists = loadedFriends
            notify(.friendsListsChanged)
        }
        return true
    }

    /// The whole stored convention, read from the store (every event) on first use and kept until
    /// a sync changes it.
    func wholeConvention() throws(StoreError) -> StoredConvention? {
        if let whole { return whole }
        whole = try store.loadConvention()
        return whole
    }

    /// The events matching a query, in schedule order, limited to a range; a failure to read is
    /// reported to observers and gives an empty page.
    func events(matching query: EventQuery, in range: PageRange = .everything) -> EventPage {
        guard outline != nil else { return EventPage(events: [], totalCount: 0) }
        return reportingReadFailure(EventPage(events: [], totalCount: 0)) { () throws(StoreError) in
            try store.events(matching: query, in: range)
        }
    }

    /// The events matching a query, in schedule order, all of them; a failure to read throws (for
    /// work that must not go on with a part, such as an export or an import).
    func checkedEvents(matching query: EventQuery) throws(StoreError) -> [Event] {
        guard outline != nil else { return [] }
        return try store.events(matching: query, in: .everything).events
    }

    /// Sets the favourite mark of several events in one store write (all or none).
    func setFavourites(_ ids: Set<Event.ID>, _ isFavourite: Bool) throws(StoreError) {
        catchUpBeforeSaving()
        let updated = isFavourite ? favourites.union(ids) : favourites.subtracting(ids)
        guard updated != favourites else { return }
        try attendeeStore.saveFavourites(updated)
        favourites = updated
        notify(.favouritesChanged)
    }

    /// What a read gives, or, when it fails, the failure reported to observers and a fallback.
    /// Reads again what another program saved since (see `catchUpWithOthersSaves()`); a failure to
    /// read is reported to observers, and what was read before stays.
    func catchUpReportingFailure() {
        _ = reportingReadFailure(false) { () throws(StoreError) in try catchUpWithOthersSaves() }
    }

    /// Before a mark is changed from the one in memory and saved whole: reads what another program
    /// saved since, so that its change is kept, not overwritten (a failure to read is reported; the
    /// save goes on from what was read before).
    private func catchUpBeforeSaving() {
        catchUpReportingFailure()
    }

    private func reportingReadFailure<Value>(_ fallback: Value, _ read: () throws(StoreError) -> Value) -> Value {
        do throws(StoreError) {
            return try read()
        } catch {
            readProblem = error
            notify(.readFailed(error))
            return fallback
        }
    }

    /// Everyone who hosts an event or whom the source describes, read once (the hosts from the
    /// store, the people from the outline) and kept until the content changes; a failure to read
    /// the hosts is reported to observers, and gives the described people only (not kept).
    func peopleDirectory() -> PeopleDirectory {
        if let peopleDirectoryKept { return peopleDirectoryKept }
        let people = outline.map { Array($0[Person.self].all) } ?? []
        guard outline != nil else { return PeopleDirectory(people: [], hosts: []) }
        do throws(StoreError) {
            let directory = PeopleDirectory(people: people, hosts: try store.eventHosts())
            peopleDirectoryKept = directory
            return directory
        } catch {
            readProblem = error
            notify(.readFailed(error))
            return PeopleDirectory(people: people, hosts: [])
        }
    }

    /// The dealers matching a query, in no particular order; a failure to read is reported to
    /// observers and gives none.
    func dealers(matching query: DealerQuery) -> [Dealer] {
        guard outline != nil else { return [] }
        return reportingReadFailure([]) { () throws(StoreError) in try store.dealers(matching: query).filter(query.matches) }
    }

    /// A page of the dealers matching a query, A–Z; a failure to read is reported to observers and
    /// gives an empty page.
    func dealerPage(matching query: DealerQuery, in range: PageRange) -> DealerPage {
        let empty = DealerPage(dealers: [], letters: [])
        guard outline != nil else { return empty }
        return reportingReadFailure(empty) { () throws(StoreError) in try store.dealerPage(matching: query, in: range) }
    }

    /// Every category any dealer sells in, sorted; read once and kept until the content changes (a
    /// failure to read is reported to observers and gives none, not kept).
    func dealerCategories() -> [String] {
        if let dealerCategoriesKept { return dealerCategoriesKept }
        guard outline != nil else { return [] }
        do throws(StoreError) {
            let categories = try store.dealerCategories()
            dealerCategoriesKept = categories
            return categories
        } catch {
            readProblem = error
            notify(.readFailed(error))
            return []
        }
    }

    /// The knowledge entries a query finds, in no particular order; a failure to read is reported
    /// to observers and gives none.
    func knowledgeEntries(matching query: KnowledgeQuery) -> [KnowledgeEntry] {
        guard outline != nil else { return [] }
        return reportingReadFailure([]) { () throws(StoreError) in
            try store.knowledgeEntries(matching: query).filter(query.matches)
        }
    }

    /// The dealers with these identifiers that exist; a failure to read is reported and gives none.
    func dealers(ids: Set<Dealer.ID>) -> [Dealer] {
        guard outline != nil, !ids.isEmpty else { return [] }
        return reportingReadFailure([]) { () throws(StoreError) in
            try store.entities(EntitySelection<Dealer>.ids(ids)).filter { ids.contains($0.id) }
        }
    }

    /// Every map, by order, then description, then identifier.
    func maps() -> [ConventionMap] {
        guard let maps = outline?[ConventionMap.self] else { return [] }
        return maps.all.sorted { ($0.order, $0.description, $0.id) < ($1.order, $1.description, $1.id) }
    }

    /// The stored entities a selection picks, for a sync; failures are thrown, not reported.
    func entities<Entity: SyncedEntity>(_ selection: EntitySelection<Entity>) throws(StoreError) -> [Entity] {
        try store.entities(selection)
    }

    /// Reads the outline again (another program may have synced the same store since it was opened).
    func reloadOutline() throws(StoreError) {
        whole = nil
        peopleDirectoryKept = nil
        dealerCategoriesKept = nil
        outline = try store.loadOutline()
    }

    /// Saves an update, then reads the new outline.
    func apply(_ update: ConventionUpdate) throws(StoreError) {
        whole = nil
        peopleDirectoryKept = nil
        dealerCategoriesKept = nil
        try store.apply(update)
        do {
            outline = try store.loadOutline()
        } catch {
            readProblem = error
            notify(.readFailed(error))
        }
        notify(.contentUpdated)
    }

    /// Forgets the convention's data, keeping favourites and read marks; observers are told the
    /// content changed (there is none until the next sync).
    func removeContent() throws(StoreError) {
        try store.removeContent()
        whole = nil
        peopleDirectoryKept = nil
        dealerCategoriesKept = nil
        outline = nil
        readProblem = nil
        notify(.contentUpdated)
    }

    /// One event, if it is in the schedule: read by its key (`EntitySelection.ids`), not as a listing
    /// (which a store counts and sorts); a failure to read is reported to observers and gives none.
    func event(_ id: Event.ID) -> Event? {
        guard outline != nil else { return nil }
        return reportingReadFailure(nil) { () throws(StoreError) in
            try store.entities(EntitySelection<Event>.ids([id])).first { $0.id == id }
        }
    }

    func setFavourite(_ id: Event.ID, _ isFavourite: Bool) throws(StoreError) {
        try setFavourites([id], isFavourite)
    }

    /// Replaces the reminders given, store first.
    func saveGivenReminders(_ reminders: Set<GivenReminder>) throws(StoreError) {
        guard reminders != givenReminders else { return }
        try attendeeStore.saveGivenReminders(reminders)
        givenReminders = reminders
    }

    /// Replaces what is hidden, store first; observers hear `.hiddenItemsChanged`.
    func setHiddenItems(_ items: HiddenItems) throws(StoreError) {
        guard items != hiddenItems else { return }
        try attendeeStore.saveHiddenItems(items)
        hiddenItems = items
        notify(.hiddenItemsChanged)
    }

    /// Replaces the friends' lists, store first; observers hear `.friendsListsChanged`.
    func setFriendsLists(_ lists: FriendsLists) throws(StoreError) {
        guard lists != friendsLists else { return }
        try attendeeStore.saveFriendsLists(lists)
        friendsLists = lists
        notify(.friendsListsChanged)
    }

    /// Sets an event's priority, store first; observers hear `.favouritesChanged` (clashes change).
    func setPriority(_ priority: EventPriority, of event: Event.ID) throws(StoreError) {
        catchUpBeforeSaving()
        var updated = priorities
        updated[event] = priority == .normal ? nil : priority
        guard updated != priorities else { return }
        try attendeeStore.saveEventPriorities(updated)
        priorities = updated
        notify(.favouritesChanged)
    }

    /// Records that the user read these versions of announcements (a later change reads as unread again).
    func markRead(_ announcements: [Announcement]) throws(StoreError) {
        catchUpBeforeSaving()
        var updated = announcementReads
        for announcement in announcements {
            updated[announcement.id] = max(updated[announcement.id] ?? announcement.lastChanged, announcement.lastChanged)
        }
        guard updated != announcementReads else { return }
        try attendeeStore.saveAnnouncementReads(updated)
        announcementReads = updated
        notify(.announcementsRead)
    }

    func addObserver(_ observer: any ConventionObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
    }

    func notify(_ change: ConventionChange) {
        observers.removeAll { $0.observer == nil }
        for entry in observers {
            entry.observer?.conventionDidChange(change)
        }
    }

    private struct WeakObserver {
        weak var observer: (any ConventionObserver)?
    }
}
