public import ConbookCore
public import Foundation

/// Decodes a Pentabarf / frab / pretalx / wafer `schedule.xml` into a full-snapshot `SyncResponse`.
///
/// The document is streamed through libxml2's SAX2 parser straight into domain values; no tree
/// of it is built. The rules for days, rooms, tracks, event identity and times are those of
/// `ScheduleExportDecoder`.
///
/// Safety: documents over `ScheduleReading.maximumDocumentBytes` are refused before parsing (`.tooLarge`);
/// libxml2 runs with `XML_PARSE_NONET` and without entity substitution or DTD loading, so no
/// external entity is read or fetched; an entity reference is refused (`.malformed`); elements
/// nested deeper than `maximumDepth` are refused (`.malformed`). A parse error becomes
/// `.malformed("line L, column C: …")`, a premature end `.truncated("line L, column C: …")`.
public struct ScheduleXMLDecoder: Sendable {
    /// The default size limit: 64 MiB.
    public static let defaultMaximumDocumentBytes = ScheduleReading.defaultMaximumDocumentBytes
    /// The default depth limit: 64 levels of elements (real exports use 5).
    public static let defaultMaximumDepth = 64

    /// The time, fallback zone and size limit it reads with.
    public let reading: ScheduleReading
    /// Deeper documents are refused.
    public let maximumDepth: Int

    /// Creates a decoder; see `ScheduleReading` for the parameters.
    public init(
        now: Instant, fallbackTimeZoneIdentifier: String? = nil,
        maximumDocumentBytes: Int = Self.defaultMaximumDocumentBytes, maximumDepth: Int = Self.defaultMaximumDepth
    ) {
        self.init(
            ScheduleReading(
                now: now, fallbackTimeZoneIdentifier: fallbackTimeZoneIdentifier, maximumDocumentBytes: maximumDocumentBytes),
            maximumDepth: maximumDepth)
    }

    /// Creates a decoder that reads with these settings.
    public init(_ reading: ScheduleReading, maximumDepth: Int = Self.defaultMaximumDepth) {
        self.reading = reading
        self.maximumDepth = maximumDepth
    }

    /// Decodes a whole `schedule.xml`.
    public func decode(_ data: Data) throws(ConventionAPIError) -> SyncResponse {
        guard data.count <= reading.maximumDocumentBytes, data.count <= Int(Int32.max) else {
            throw .tooLarge(limitInBytes: reading.maximumDocumentBytes)
        }
        let document = try XMLScheduleReader(maximumDepth: maximumDepth).read(data)
        return try ScheduleAssembler(reading: reading)
            .assemble(consume document)
    }

    /// Decodes a schedule.xml file read a buffer at a time: its bytes are never held whole, only the
    /// node being read and the values made (a 215 MiB file then takes 215 MiB less at its peak).
    /// The same values and errors as `decode(_:)` of its bytes; `.tooLarge` for a file that passes
    /// `reading.maximumDocumentBytes` (checked as it is read), `.unreachable` for one that cannot
    /// be opened or read.
    public func decode(contentsOf fileURL: URL) throws(ConventionAPIError) -> SyncResponse {
        let document = try XMLScheduleReader(maximumDepth: maximumDepth).read(
            fileAt: fileURL.path, maximumBytes: reading.maximumDocumentBytes)
        return try ScheduleAssembler(reading: reading).assemble(consume document)
    }
}
