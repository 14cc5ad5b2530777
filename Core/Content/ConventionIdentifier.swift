/// Names one edition of a convention as its data source does, e.g. `EF27`.
public struct ConventionIdentifier: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier as the data source spells it.
    public let rawValue: String

    /// Wraps a raw identifier.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
}
