/// When a sync asks for everything rather than the changes since the last one.
///
/// A delta brings only what changed in the view it was asked for, and a source that filters per
/// caller sends no deletion when that view shrinks (an item turned internal, a role taken away).
/// So a sync is full when nothing is stored and, for a source that filters per caller, also when
/// the stored data's baseline is not known (stored by an older version), when it is another
/// viewer's, or when the last full sync is a day old or more (by this machine's clock against the
/// source's time of that sync), so that nothing filtered out lingers longer than a day. A source
/// that answers everyone alike sends every deletion: its deltas are enough.
public struct FullSyncRule: Sendable {
    /// How old the last full sync may be before the next sync is full again.
    public static let maximumAge: Duration = .seconds(24 * 3600)

    /// Whether the source answers each caller with their own view.
    public var filtersByCaller: Bool

    /// Creates the rule for a source.
    public init(filtersByCaller: Bool) {
        self.filtersByCaller = filtersByCaller
    }

    /// Whether the next sync of the stored data (nil: nothing stored) for a viewer is full.
    public func needsFullSync(of stored: ConventionOutline?, for viewer: SyncViewer, now: Instant) -> Bool {
        guard let stored else { return true }
        guard filtersByCaller else { return false }
        guard let baseline = stored.baseline else { return true }
        return baseline.viewer != viewer || baseline.lastFullSync.advanced(by: Self.maximumAge) <= now
    }
}
