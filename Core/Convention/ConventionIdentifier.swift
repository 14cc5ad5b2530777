/// Names one edition of a convention as its data source does, e.g. `EF27`.
public struct ConventionIdentifier: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier as the data source spells it.
    public let rawValue: String

    /// Wraps a raw identifier.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }
}
