/// How much of a download has arrived, as a source reports it while it downloads.
public struct TransferProgress: Hashable, Sendable {
    /// The bytes received so far.
    public var receivedBytes: Int
    /// The bytes the server announced, when it did.
    public var expectedBytes: Int?

    /// Creates a report.
    public init(receivedBytes: Int, expectedBytes: Int? = nil) {
        self.receivedBytes = receivedBytes
        self.expectedBytes = expectedBytes
    }

    /// The fraction received, 0...1, when the size is known.
    public var fractionReceived: Double? {
        guard let expectedBytes, expectedBytes > 0 else { return nil }
        return min(1, Double(receivedBytes) / Double(expectedBytes))
    }
}
