/// What a successful sync changed.
public struct SyncSummary: Hashable, Sendable {
    /// Whether it was a full sync (nothing stored before).
    public var wasFullSync: Bool
    /// Events that were not there before.
    public var eventsAdded: Int
    /// Events that are still there but changed.
    public var eventsChanged: Int
    /// Events that are gone.
    public var eventsRemoved: Int
    /// What bringing the images in step did; nil when images are not kept.
    public var images: ImageSyncSummary?
    /// What the sync left out because it could not be used (see `SkippedEntity`); the rest was applied.
    public var skipped: [SkippedEntity]

    /// Creates a summary.
    public init(
        wasFullSync: Bool, eventsAdded: Int = 0, eventsChanged: Int = 0, eventsRemoved: Int = 0,
        images: ImageSyncSummary? = nil, skipped: [SkippedEntity] = []
    ) {
        self.wasFullSync = wasFullSync
        self.eventsAdded = eventsAdded
        self.eventsChanged = eventsChanged
        self.eventsRemoved = eventsRemoved
        self.images = images
        self.skipped = skipped
    }
}
