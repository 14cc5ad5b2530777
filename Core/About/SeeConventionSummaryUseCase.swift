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
            counts: [
                count("events", Event.self, in: outline), count("days", Day.self, in: outline),
                count("rooms", Room.self, in: outline), count("tracks", Track.self, in: outline),
                count("announcements", Announcement.self, in: outline), count("dealers", Dealer.self, in: outline),
                count("maps", ConventionMap.self, in: outline),
                count("knowledge groups", KnowledgeGroup.self, in: outline),
                count("knowledge entries", KnowledgeEntry.self, in: outline),
                count("images", ImageReference.self, in: outline),
            ])
    }

    private func count<Entity: SyncedEntity>(
        _ kind: String, _ type: Entity.Type, in outline: ConventionOutline
    ) -> ConventionSummary.Count {
        ConventionSummary.Count(entityKind: AnyEntityKind(type), kind: kind, count: outline.count(of: type))
    }
}
