public import ConbookCore
import ConbookDownloads
public import ConbookTime
public import Foundation

/// A data source over a local `schedule.xml` or `schedule.json` file (told apart by content,
/// unless a kind is forced).
///
/// Every fetch, with or without `since`, reads and decodes the whole file with
/// `ScheduleExportDecoder`: an export is a full snapshot. The response's `serverTime` is the
/// clock's time at the fetch.
///
/// Errors: no file, a directory or an unreadable file → `.unreachable`; a file over
/// `maximumFileBytes` → `.tooLarge` (it is not read); bad content → what the decoder throws.
public struct ScheduleExportFileAPI: ConventionAPI {
    /// The file answered.
    public let fileURL: URL
    /// Files larger than this are refused.
    public let maximumFileBytes: Int
    /// The zone local times are read in when the file names none (nil: UTC).
    public let fallbackTimeZoneIdentifier: String?
    /// The format the file is read as; nil lets its content decide.
    public let kind: ScheduleSourceKind?
    private let clock: any WallClock

    /// Creates a source over a file.
    ///
    /// - Parameters:
    ///   - clock: gives each response's `serverTime`; the system clock unless one is injected.
    ///   - kind: `.scheduleXML` or `.scheduleJSON` to read the file as that whatever it looks like.
    public init(
        fileURL: URL, clock: any WallClock = SystemClock(), fallbackTimeZoneIdentifier: String? = nil,
        maximumFileBytes: Int = ScheduleXMLDecoder.defaultMaximumDocumentBytes, kind: ScheduleSourceKind? = nil
    ) {
        self.fileURL = fileURL
        self.kind = kind
        self.clock = clock
        self.fallbackTimeZoneIdentifier = fallbackTimeZoneIdentifier
        self.maximumFileBytes = maximumFileBytes
    }

    /// Reads and decodes the whole file; `since` is ignored.
    /// An export carries no clock of its own: each response is timed by this machine's clock.
    public var reportsItsOwnTime: Bool { false }

    public func fetchChanges(since: Instant?) async throws(ConventionAPIError) -> SyncResponse {
        let data = try SourceFileReader(maximumBytes: maximumFileBytes).read(fileURL)
        return try ScheduleExportDecoder(
            now: clock.now, fallbackTimeZoneIdentifier: fallbackTimeZoneIdentifier,
            maximumDocumentBytes: maximumFileBytes
        ).decode(data, as: kind)
    }
}
