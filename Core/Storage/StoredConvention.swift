/// What the store keeps for one convention: its content and where the next sync continues.
public struct StoredConvention: Sendable, Hashable, Codable {
    /// Which convention this is.
    public var conventionIdentifier: ConventionIdentifier
    /// The server time of the last applied response: the `since` of the next delta.
    public var lastServerTime: Instant
    /// The content as of that response.
    public var content: ConventionContent
    /// How the events differ from the version before the last sync that changed any, by event.
    public var eventChanges: [Event.ID: EventChange]
    /// Favourite events that syncs took off the schedule, as last seen, by event.
    public var removedFavourites: [Event.ID: RemovedFavourite]
    /// The source's own version of what was fetched (e.g. an HTTP `ETag`), opaque to the Core;
    /// handed back on the next fetch so an unchanged source can say so cheaply.
    public var sourceVersion: String?

    /// Creates a stored convention.
    public init(
        conventionIdentifier: ConventionIdentifier, lastServerTime: Instant, content: ConventionContent,
        eventChanges: [Event.ID: EventChange] = [:], removedFavourites: [Event.ID: RemovedFavourite] = [:],
        sourceVersion: String? = nil
    ) {
        self.conventionIdentifier = conventionIdentifier
        self.lastServerTime = lastServerTime
        self.content = content
        self.eventChanges = eventChanges
        self.removedFavourites = removedFavourites
        self.sourceVersion = sourceVersion
    }

    private enum CodingKeys: String, CodingKey {
        case conventionIdentifier, lastServerTime, content, eventChanges, removedFavourites, sourceVersion
    }

    /// Decodes a stored convention; `eventChanges`, `removedFavourites` and `sourceVersion` may be
    /// absent (stores written before they existed).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        conventionIdentifier = try container.decode(ConventionIdentifier.self, forKey: .conventionIdentifier)
        lastServerTime = try container.decode(Instant.self, forKey: .lastServerTime)
        content = try container.decode(ConventionContent.self, forKey: .content)
        let changes = try container.decodeIfPresent([EventChange].self, forKey: .eventChanges) ?? []
        eventChanges = Dictionary(changes.map { ($0.eventID, $0) }, uniquingKeysWith: { _, last in last })
        let removed = try container.decodeIfPresent([RemovedFavourite].self, forKey: .removedFavourites) ?? []
        removedFavourites = Dictionary(removed.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        sourceVersion = try container.decodeIfPresent(String.self, forKey: .sourceVersion)
    }

    /// Encodes the stored convention, its event changes and removed favourites as lists.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(conventionIdentifier, forKey: .conventionIdentifier)
        try container.encode(lastServerTime, forKey: .lastServerTime)
        try container.encode(content, forKey: .content)
        try container.encode(eventChanges.values.sorted { $0.eventID < $1.eventID }, forKey: .eventChanges)
        try container.encode(removedFavourites.values.sorted { $0.id < $1.id }, forKey: .removedFavourites)
        try container.encodeIfPresent(sourceVersion, forKey: .sourceVersion)
    }
}
