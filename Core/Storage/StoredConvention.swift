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

    /// Creates a stored convention.
    public init(
        conventionIdentifier: ConventionIdentifier, lastServerTime: Instant, content: ConventionContent,
        eventChanges: [Event.ID: EventChange] = [:]
    ) {
        self.conventionIdentifier = conventionIdentifier
        self.lastServerTime = lastServerTime
        self.content = content
        self.eventChanges = eventChanges
    }

    private enum CodingKeys: String, CodingKey {
        case conventionIdentifier, lastServerTime, content, eventChanges
    }

    /// Decodes a stored convention; `eventChanges` may be absent (stores written before it existed).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        conventionIdentifier = try container.decode(ConventionIdentifier.self, forKey: .conventionIdentifier)
        lastServerTime = try container.decode(Instant.self, forKey: .lastServerTime)
        content = try container.decode(ConventionContent.self, forKey: .content)
        let changes = try container.decodeIfPresent([EventChange].self, forKey: .eventChanges) ?? []
        eventChanges = Dictionary(changes.map { ($0.eventID, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Encodes the stored convention, its event changes as a list.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(conventionIdentifier, forKey: .conventionIdentifier)
        try container.encode(lastServerTime, forKey: .lastServerTime)
        try container.encode(content, forKey: .content)
        try container.encode(eventChanges.values.sorted { $0.eventID < $1.eventID }, forKey: .eventChanges)
    }
}
