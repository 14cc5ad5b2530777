/// The convention's data and the user's marks, kept in step with the store.
///
/// A store that reads in parts (`ConventionQueryStore`) is opened by its outline alone, and
/// events are read from it as use cases ask; the whole convention is loaded only when a sync
/// needs it, and let go once saved. A plain `ConventionStore` is loaded whole at once and kept.
///
/// The store is written first; memory changes only after the write succeeded, so what
/// observers see is always what a restart would load.
@MainActor
final class ConventionRepository {
    private let store: any ConventionStore
    private let queryStore: (any ConventionQueryStore)?
    private(set) var outline: ConventionOutline?
    private var whole: StoredConvention?
    private(set) var favourites: Set<Event.ID>
    private(set) var announcementReads: [Announcement.ID: Instant]
    /// The last failure to read events after opening, if any (the listing then came back empty).
    private(set) var readProblem: StoreError?
    private var observers: [WeakObserver] = []

    init(store: any ConventionStore) throws(StoreError) {
        self.store = store
        if let queryStore = store as? any ConventionQueryStore {
            self.queryStore = queryStore
            self.outline = try queryStore.loadOutline()
        } else {
            self.queryStore = nil
            let whole = try store.loadConvention()
            self.whole = whole
            self.outline = whole.map(ConventionOutline.init(of:))
        }
        self.favourites = try store.loadFavourites()
        self.announcementReads = try store.loadAnnouncementReads()
    }

    /// The whole stored convention, read from the store on first use.
    func wholeConvention() throws(StoreError) -> StoredConvention? {
        if let whole { return whole }
        guard outline != nil else { return nil }
        let loaded = try store.loadConvention()
        whole = loaded
        return loaded
    }

    /// The events matching a query, in schedule order, limited to a range.
    func events(matching query: EventQuery, in range: PageRange = .everything) -> EventPage {
        if let whole {
            return whole.content.events(matching: query, in: range)
        }
        guard let queryStore, outline != nil else { return EventPage(events: [], totalCount: 0) }
        do {
            return try queryStore.events(matching: query, in: range)
        } catch {
            readProblem = error
            notify(.readFailed(error))
            return EventPage(events: [], totalCount: 0)
        }
    }

    /// Whether a sync may be applied in parts: the store reads and writes in parts (and no whole
    /// convention is in memory).
    var appliesSyncsInParts: Bool {
        queryStore != nil && whole == nil && outline != nil
    }

    /// Reads the outline again, so that a sync applied in parts builds on what the store holds now
    /// (another program may have synced the same store since it was opened).
    func reloadOutline() throws(StoreError) {
        guard let queryStore, whole == nil else { return }
        outline = try queryStore.loadOutline()
    }

    /// Stored events matching a query, for a sync applied in parts; failures are thrown, not reported.
    func loadEvents(matching query: EventQuery) throws(StoreError) -> [Event] {
        guard let queryStore else { return [] }
        return try queryStore.events(matching: query, in: .everything).events
    }

    /// Saves what a sync changed without the whole convention, then reads the new outline.
    func apply(_ update: ConventionUpdate) throws(StoreError) {
        guard let queryStore else {
            throw .writeFailed(location: "the store", reason: "it cannot apply a sync in parts")
        }
        try queryStore.apply(update)
        do {
            outline = try queryStore.loadOutline()
        } catch {
            readProblem = error
            notify(.readFailed(error))
        }
        notify(.contentUpdated)
    }

    /// One event, if it is in the schedule.
    func event(_ id: Event.ID) -> Event? {
        events(matching: EventQuery(ids: [id])).events.first
    }

    /// Saves a whole convention. A store that reads in parts is read in parts again afterwards
    /// (the whole convention is not kept in memory); a plain store's convention stays in memory.
    func replace(with convention: StoredConvention, delta: ConventionDelta = .everything) throws(StoreError) {
        try store.saveConvention(convention, delta: delta)
        whole = queryStore == nil ? convention : nil
        outline = ConventionOutline(of: convention)
        notify(.contentUpdated)
    }

    func setFavourite(_ id: Event.ID, _ isFavourite: Bool) throws(StoreError) {
        var updated = favourites
        if isFavourite {
            updated.insert(id)
        } else {
            updated.remove(id)
        }
        guard updated != favourites else { return }
        try store.saveFavourites(updated)
        favourites = updated
        notify(.favouritesChanged)
    }

    /// Records that the user read these versions of announcements (a later change reads as unread again).
    func markRead(_ announcements: [Announcement]) throws(StoreError) {
        var updated = announcementReads
        for announcement in announcements {
            updated[announcement.id] = max(updated[announcement.id] ?? announcement.lastChanged, announcement.lastChanged)
        }
        guard updated != announcementReads else { return }
        try store.saveAnnouncementReads(updated)
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
