public import ConbookCore
public import Foundation

/// Decodes a Pentabarf / frab / pretalx / wafer `schedule.xml` into a full-snapshot `SyncResponse`.
///
/// The document is streamed with libxml2's `xmlTextReader` straight into domain values; no tree
/// of it is built. The rules for days, rooms, tracks, event identity and times are those of
/// `ScheduleExportDecoder`.
///
/// Safety: documents over `maximumDocumentBytes` are refused before parsing (`.tooLarge`);
/// libxml2 runs with `XML_PARSE_NONET` and without entity substitution or DTD loading, so no
/// external entity is read or fetched; an entity reference is refused (`.malformed`); elements
/// nested deeper than `maximumDepth` are refused (`.malformed`). A parse error becomes
/// `.malformed("line L, column C: …")`, a premature end `.truncated("line L, column C: …")`.
public struct ScheduleXMLDecoder: Sendable {
    /// The default size limit: 64 MiB.
    public static let defaultMaximumDocumentBytes = 64 * 1024 * 1024
    /// The default depth limit: 64 levels of elements (real exports use 5).
    public static let defaultMaximumDepth = 64

    /// The response's `serverTime`.
    public let now: Instant
    /// The zone local times are read in when the document names none (nil: UTC).
    public let fallbackTimeZoneIdentifier: String?
    /// Larger documents are refused.
    public let maximumDocumentBytes: Int
    /// Deeper documents are refused.
    public let maximumDepth: Int

    /// Creates a decoder.
    ///
    /// - Parameters:
    ///   - now: the instant reported as the response's `serverTime` (exports carry no usable
    ///     clock), normally `WallClock.now`.
    ///   - fallbackTimeZoneIdentifier: the IANA zone for local times when the document has no
    ///     `<time_zone_name>`; nil reads them in UTC.
    public init(
        now: Instant, fallbackTimeZoneIdentifier: String? = nil,
        maximumDocumentBytes: Int = Self.defaultMaximumDocumentBytes, maximumDepth: Int = Self.defaultMaximumDepth
    ) {
        self.now = now
        self.fallbackTimeZoneIdentifier = fallbackTimeZoneIdentifier
        self.maximumDocumentBytes = maximumDocumentBytes
        self.maximumDepth = maximumDepth
    }

    /// Decodes a whole `schedule.xml`.
    public func decode(_ data: Data) throws(ConventionAPIError) -> SyncResponse {
        guard data.count <= maximumDocumentBytes, data.count <= Int(Int32.max) else {
            throw .tooLarge(limitInBytes: maximumDocumentBytes)
        }
        let document = try XMLScheduleReader(maximumDepth: maximumDepth).read(data)
        return try ScheduleAssembler(now: now, fallbackTimeZoneIdentifier: fallbackTimeZoneIdentifier)
            .assemble(consume document)
    }
}
