public import ConbookCore
public import Foundation

/// Decodes the conclar format into a full-snapshot `SyncResponse` (not written yet).
public struct ConClarDecoder: Sendable {
    /// The time, fallback zone and size limit it reads with.
    public let reading: ScheduleReading

    /// Creates a decoder that reads with these settings.
    public init(_ reading: ScheduleReading) {
        self.reading = reading
    }

    /// Decodes a whole document.
    public func decode(_ data: Data) throws(ConventionAPIError) -> SyncResponse {
        throw .malformed("\(ScheduleSourceKind.conclar.formatName) is not read yet")
    }
}
