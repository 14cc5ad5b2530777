/// The convention's current data and favourites in memory, kept in step with the store.
///
/// The store is written first; memory changes only after the write succeeded, so what
/// observers see is always what a restart would load.
@MainActor
final class ConventionRepository {
    private let store: any ConventionStore
    private(set) var stored: StoredConvention?
    private(set) var favourites: Set<Event.ID>
    private(set) var announcementReads: [Announcement.ID: Instant]
    private var observers: [WeakObserver] = []

    init(store: any ConventionStore) throws(StoreError) {
        self.store = store
        self.stored = try store.loadConvention()
        self.favourites = try store.loadFavourites()
        self.announcementReads = try store.loadAnnouncementReads()
    }

    var content: ConventionContent { stored?.content ?? .empty }

    func replace(with convention: StoredConvention, delta: ConventionDelta = .everything) throws(StoreError) {
        try store.saveConvention(convention, delta: delta)
        stored = convention
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
