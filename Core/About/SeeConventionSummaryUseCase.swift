/// Use case: see what the stored convention is, when it was last synced and what it holds (for
/// About), without reading any entity that is not in memory.
@MainActor
public struct SeeConventionSummaryUseCase {
    let repository: ConventionRepository
    let api: any ConventionAPI

    /// The summary, or nil before the first sync, its counts as `ConventionSummary.counts(_:)` gives them.
    public func summary() -> ConventionSummary? {
        guard let outline = repository.outline else { return nil }
        var summary = ConventionSummary(
            identifier: outline.conventionIdentifier, title: outline.details?.title, lastSync: outline.lastServerTime,
            isLastSyncSourceTime: api.reportsItsOwnTime,
            publicationState: outline.details?.publicationState,
            counts: ConventionSummary.counts { outline.count(of: $0) })
        summary.appConfiguration = outline.details?.appConfiguration
        summary.scheduleVersion = outline.details?.scheduleVersion
        summary.skipped = outline.skipped
        return summary
    }
}
