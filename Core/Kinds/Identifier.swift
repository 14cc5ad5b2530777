/// A stable identifier of one entity of type `Entity`, as the convention's data source assigns it.
///
/// The phantom type keeps identifiers of different entities apart: an `Event.ID` cannot be
/// passed where a `Room.ID` is expected.
public struct Identifier<Entity>: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The identifier as the data source spells it.
    public let rawValue: String

    /// Wraps a raw identifier.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps a raw identifier written as a literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }

    public static func < (lhs: Identifier, rhs: Identifier) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// An identifier is coded as its raw text, e.g. `"event-42"`: the form a store that keeps a kind
/// whole (by its `Codable` form) writes.
extension Identifier: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
