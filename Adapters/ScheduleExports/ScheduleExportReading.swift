import ConbookCore
import Foundation

/// Decodes an export's bytes as a forced kind, or as its content says: shared by the file and URL sources.
struct ScheduleExportReading {
    let now: Instant
    let fallbackTimeZoneIdentifier: String?
    let maximumDocumentBytes: Int
    let kind: ScheduleSourceKind?

    func decode(_ data: Data) throws(ConventionAPIError) -> SyncResponse {
        switch kind {
        case .scheduleXML:
            try ScheduleXMLDecoder(
                now: now, fallbackTimeZoneIdentifier: fallbackTimeZoneIdentifier,
                maximumDocumentBytes: maximumDocumentBytes
            ).decode(data)
        case .scheduleJSON:
            try ScheduleJSONDecoder(
                now: now, fallbackTimeZoneIdentifier: fallbackTimeZoneIdentifier,
                maximumDocumentBytes: maximumDocumentBytes
            ).decode(data)
        case .eurofurenceAPI, nil:
            try ScheduleExportDecoder(
                now: now, fallbackTimeZoneIdentifier: fallbackTimeZoneIdentifier,
                maximumDocumentBytes: maximumDocumentBytes
            ).decode(data)
        }
    }
}
