/// What the stored data of a convention was last synced in full as: for whom, and when.
///
/// A delta only brings what changed in the view it was asked for; the baseline tells the Core when
/// a delta is not enough (`RefreshConventionUseCase`): another viewer (`SyncViewer`), or a full sync
/// that is more than a day old (so that what a source filtered out without a deletion does not
/// linger).
public struct SyncBaseline: Hashable, Sendable {
    /// Whose view the stored data is.
    public var viewer: SyncViewer
    /// The source's time of the last full sync (the `serverTime` of its response).
    public var lastFullSync: Instant

    /// Creates a baseline.
    public init(viewer: SyncViewer, lastFullSync: Instant) {
        self.viewer = viewer
        self.lastFullSync = lastFullSync
    }
}
