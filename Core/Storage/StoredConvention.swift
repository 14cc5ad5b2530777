/// What the store keeps for one convention: its content and where the next sync continues.
public struct StoredConvention: Sendable, Hashable, Codable {
    /// Which convention this is.
    public var conventionIdentifier: ConventionIdentifier
    /// The server time of the last applied response: the `since` of the next delta.
    public var lastServerTime: Instant
    /// The content as of that response.
    public var content: ConventionContent

    /// Creates a stored convention.
    public init(conventionIdentifier: ConventionIdentifier, lastServerTime: Instant, content: ConventionContent) {
        self.conventionIdentifier = conventionIdentifier
        self.lastServerTime = lastServerTime
        self.content = content
    }
}
