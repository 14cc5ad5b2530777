/// Which part of a result to read: skip `offset` events, then take at most `limit` (nil: the rest).
public struct PageRange: Hashable, Sendable {
    /// How many events to skip.
    public var offset: Int
    /// How many events to take at most; nil for all the rest.
    public var limit: Int?

    /// Creates a range; negative numbers count as zero.
    public init(offset: Int, limit: Int?) {
        self.offset = max(0, offset)
        self.limit = limit.map { max(0, $0) }
    }

    /// The whole result.
    public static let everything = PageRange(offset: 0, limit: nil)
}
