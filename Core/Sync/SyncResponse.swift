/// One answer of a convention's data source: a full snapshot or the changes since a point in time.
///
/// Adapters translate their wire format (the Eurofurence API's `Sync`, a schedule export) into
/// this; the sync use case applies it to the stored content under the Eurofurence rules.
public struct SyncResponse: Sendable, Hashable {
    /// Which convention the data belongs to.
    public var conventionIdentifier: ConventionIdentifier
    /// The server's clock when it answered: the `since` of the next delta request.
    public var serverTime: Instant
    /// The convention's name and time zone, when the source gives them (nil keeps what is stored).
    public var details: ConventionDetails?
    /// The source's own version of this answer (e.g. an HTTP `ETag`), opaque to the Core: stored,
    /// and handed back on the next fetch. Nil when the source has none.
    public var sourceVersion: String?
    /// What the source sent that its reader could not read and left out (an event whose start
    /// cannot be read, a link that cannot be read), in the source's order; the rest is applied.
    public var skipped: [SkippedEntity] = []
    private var changesByKind = KindMap()

    /// Creates a response from what it says about each kind, e.g.
    /// `SyncResponse(conventionIdentifier: "EF27", serverTime: now, EntityChanges(changed: [event]))`.
    public init<each Entity: SyncedEntity>(
        conventionIdentifier: ConventionIdentifier, serverTime: Instant, _ changes: repeat EntityChanges<each Entity>,
        details: ConventionDetails? = nil, sourceVersion: String? = nil, skipped: [SkippedEntity] = []
    ) {
        self.conventionIdentifier = conventionIdentifier
        self.serverTime = serverTime
        self.details = details
        self.sourceVersion = sourceVersion
        self.skipped = skipped
        repeat self[(each Entity).self] = each changes
    }

    /// What the response says about a kind (no change when it says nothing).
    public subscript<Entity: SyncedEntity>(_ type: Entity.Type) -> EntityChanges<Entity> {
        get { changesByKind[EntityChanges<Entity>.self] }
        set { changesByKind[EntityChanges<Entity>.self] = newValue }
    }

    /// The kinds the response says something about.
    public var kinds: [AnyEntityKind] { changesByKind.kinds }

    /// A full snapshot: every kind the content has replaces all stored entities of its kind.
    public static func fullSnapshot(
        of content: ConventionContent, conventionIdentifier: ConventionIdentifier, serverTime: Instant
    ) -> SyncResponse {
        var response = SyncResponse(conventionIdentifier: conventionIdentifier, serverTime: serverTime)
        response.details = content.details
        for kind in content.kinds {
            func replace<Entity: SyncedEntity>(_ type: Entity.Type) {
                response[Entity.self] = .replacingAll(with: content[Entity.self].all)
            }
            replace(kind.entityType)
        }
        return response
    }
}
