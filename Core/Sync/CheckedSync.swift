/// What a source's answer would come to as the first sync of an empty store, worked out without
/// a store (`SyncResponse.checkedAsFirstSync()`): the content it would hold and what would be
/// skipped. An organiser checks an export with it before publishing (`conbook check`).
public struct CheckedSync: Sendable {
    /// The content a first sync would store.
    public var content: ConventionContent
    /// What the sync would leave out: what the reader skipped, then the entities that refer to
    /// ones the answer does not hold.
    public var skipped: [SkippedEntity]

    /// How many entities of each kind the content holds, as a convention's summary counts them.
    public var counts: [ConventionSummary.Count] {
        ConventionSummary.counts { kind in
            func count<Entity: SyncedEntity>(_ type: Entity.Type) -> Int { content[Entity.self].count }
            return count(kind.entityType)
        }
    }
}

extension SyncResponse {
    /// The response as a first sync would apply it to an empty store, under the same rules as
    /// `RefreshConventionUseCase` (references, the skipped-events limit), without saving anything.
    /// - Throws: `SyncError.mostlyUnreadable` when it would be refused.
    public func checkedAsFirstSync() throws(SyncError) -> CheckedSync {
        let outcome = try SyncRules().apply(self, to: .empty)
        return CheckedSync(content: outcome.content, skipped: outcome.skipped)
    }
}
