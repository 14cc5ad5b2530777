/// Use case: see what the stored convention is, when it was last synced and what it holds (for
/// About), without reading any entity that is not in memory.
@MainActor
public struct SeeConventionSummaryUseCase {
    let repository: ConventionRepository
    let api: any ConventionAPI

    /// The summary, or nil before the first sync. It counts the events always (none is worth
    /// saying) and every other kind the convention holds any of, in the order of `ConventionKinds`:
    /// a convention without an artist alley does not list "0 artist alley tables".
    public func summary() -> ConventionSummary? {
        guard let outline = repository.outline else { return nil }
        var summary = ConventionSummary(
            identifier: outline.conventionIdentifier, title: outline.details?.title, lastSync: outline.lastServerTime,
            isLastSyncSourceTime: api.reportsItsOwnTime,
            publicationState: outline.details?.publicationState,
            counts: ConventionKinds.all.compactMap { kind in
                let count = outline.count(of: kind)
                guard count > 0 || kind == AnyEntityKind(Event.self) else { return nil }
                return ConventionSummary.Count(entityKind: kind, count: count)
            })
        summary.appConfiguration = outline.details?.appConfiguration
        summary.scheduleVersion = outline.details?.scheduleVersion
        summary.skipped = outline.skipped
        return summary
    }
}
