/// Port: keeps a convention's data, the user's favourites and what they have read between runs.
///
/// Every write is atomic: after a failed or interrupted write, a later `loadConvention()`
/// returns exactly what the previous successful write stored.
public protocol ConventionStore: AnyObject {
    /// The stored convention, or nil when nothing has been synced yet.
    /// - Throws: `StoreError.unreadable` when stored data exists but cannot be read.
    func loadConvention() throws(StoreError) -> StoredConvention?

    /// Replaces the stored convention in one atomic step.
    func saveConvention(_ convention: StoredConvention) throws(StoreError)

    /// Replaces the stored convention in one atomic step, told which entities may differ from
    /// what was last loaded or saved; a store may write just those. By default, `saveConvention(_:)`.
    func saveConvention(_ convention: StoredConvention, delta: ConventionDelta) throws(StoreError)

    /// The events the user marked as favourites (kept even when the event leaves the schedule).
    func loadFavourites() throws(StoreError) -> Set<Event.ID>

    /// Replaces the favourites in one atomic step.
    func saveFavourites(_ favourites: Set<Event.ID>) throws(StoreError)

    /// The announcements the user has read, each with the `lastChanged` of the version read (kept
    /// across re-syncs, like favourites).
    func loadAnnouncementReads() throws(StoreError) -> [Announcement.ID: Instant]

    /// Replaces the read state of announcements in one atomic step.
    func saveAnnouncementReads(_ reads: [Announcement.ID: Instant]) throws(StoreError)
}

extension ConventionStore {
    /// Saves everything; stores that can write a delta cheaply implement this themselves.
    public func saveConvention(_ convention: StoredConvention, delta: ConventionDelta) throws(StoreError) {
        try saveConvention(convention)
    }
}
