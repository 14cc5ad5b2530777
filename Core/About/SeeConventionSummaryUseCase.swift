/// Use case: see what the stored convention is, when it was last synced and what it holds (for
/// About), without reading any entity that is not in memory.
@MainActor
public struct SeeConventionSummaryUseCase {
    let repository: ConventionRepository
    let api: any ConventionAPI

    /// The summary, or nil before the first sync.
    public func summary() -> ConventionSummary? {
        guard let outline = repository.outline else { return nil }
        return ConventionSummary(
            identifier: outline.conventionIdentifier, title: outline.details?.title, lastSync: outline.lastServerTime,
            isLastSyncSourceTime: api.reportsItsOwnTime,
            publicationState: outline.details?.publicationState,
            counts: ConventionKinds.all.map { ConventionSummary.Count(entityKind: $0, count: outline.count(of: $0)) })
    }
}
