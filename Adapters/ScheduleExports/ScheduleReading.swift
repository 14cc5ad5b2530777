public import ConbookCore
public import Foundation

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
    /// The people list a convention publishes in a file of its own beside the programme
    /// (ConClár's `people.json`, KonOpas's `people.js`, Sessionize's `view/Speakers`), read when
    /// the programme keeps none; nil when there is none.
    public var peopleDocument: Data?

    /// Creates the reading's settings.
    public init(
        now: Instant, fallbackTimeZoneIdentifier: String? = nil,
        maximumDocumentBytes: Int = Self.defaultMaximumDocumentBytes, peopleDocument: Data? = nil
    ) {
        self.now = now
        self.fallbackTimeZoneIdentifier = fallbackTimeZoneIdentifier
        self.maximumDocumentBytes = maximumDocumentBytes
        self.peopleDocument = peopleDocument
    }
}
