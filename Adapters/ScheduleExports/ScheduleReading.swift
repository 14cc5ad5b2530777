public import ConbookCore

/// What every reader of schedule exports is told: the instant its responses carry as their
/// `serverTime` (an export has no usable clock of its own), the zone local times are read in when
/// the document names none, and the size over which a document is refused.
public struct ScheduleReading: Sendable {
    /// The default size limit: 64 MiB.
    public static let defaultMaximumDocumentBytes = 64 * 1024 * 1024

    /// The response's `serverTime`, normally `WallClock.now`.
    public var now: Instant
    /// The IANA zone local times are read in when the document names none; nil reads them in UTC.
    public var fallbackTimeZoneIdentifier: String?
    /// Larger documents are refused.
    public var maximumDocumentBytes: Int

    /// Creates the reading's settings.
    public init(
        now: Instant, fallbackTimeZoneIdentifier: String? = nil,
        maximumDocumentBytes: Int = Self.defaultMaximumDocumentBytes
    ) {
        self.now = now
        self.fallbackTimeZoneIdentifier = fallbackTimeZoneIdentifier
        self.maximumDocumentBytes = maximumDocumentBytes
    }
}
