public import ConbookCore
import ConbookDownloads
public import ConbookTime
public import Foundation

/// A data source over a local schedule export in any format Conbook reads (told apart by content,
/// unless a kind is forced).
///
/// Every fetch, with or without `since`, decodes the whole file: an export is a full snapshot. A
/// schedule.xml is read a buffer at a time (`ScheduleXMLDecoder.decode(contentsOf:)`), its bytes
/// never held whole; any other format is read whole and decoded by `ScheduleExportDecoder`. The
/// response's `serverTime` is the clock's time at the fetch.
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
    /// The people list published beside the programme, read with it; nil when there is none.
    public let people: PeopleDocumentSource?
    private let clock: any WallClock

    /// Creates a source over a file.
    ///
    /// - Parameters:
    ///   - fileURL: the schedule's file, read again at every sync.
    ///   - clock: gives each response's `serverTime`; the system clock unless one is injected.
    ///   - fallbackTimeZoneIdentifier: the zone of local times when the schedule names none.
    ///   - maximumFileBytes: larger files are refused unread.
    ///   - kind: `.scheduleXML` or `.scheduleJSON` to read the file as that whatever it looks like.
    ///   - people: the people list the convention publishes beside the programme, if any.
    public init(
        fileURL: URL, clock: any WallClock = SystemClock(), fallbackTimeZoneIdentifier: String? = nil,
        maximumFileBytes: Int = ScheduleXMLDecoder.defaultMaximumDocumentBytes, kind: ScheduleSourceKind? = nil,
        people: PeopleDocumentSource? = nil
    ) {
        self.fileURL = fileURL
        self.kind = kind
        self.people = people
        self.clock = clock
        self.fallbackTimeZoneIdentifier = fallbackTimeZoneIdentifier
        self.maximumFileBytes = maximumFileBytes
    }

    /// Reads and decodes the whole file; `since` is ignored.
    /// An export carries no clock of its own: each response is timed by this machine's clock.
    public var reportsItsOwnTime: Bool { false }

    public func fetchChanges(since: Instant?) async throws(ConventionAPIError) -> SyncResponse {
        let decoder = ScheduleExportDecoder(
            ScheduleReading(
                now: clock.now, fallbackTimeZoneIdentifier: fallbackTimeZoneIdentifier,
                maximumDocumentBytes: maximumFileBytes,
                peopleDocument: try await people?.document(maximumBytes: maximumFileBytes)))
        let files = SourceFileReader(maximumBytes: maximumFileBytes)
        if isScheduleXML {
            try files.check(fileURL)
            return try ScheduleXMLDecoder(decoder.reading).decode(contentsOf: fileURL)
        }
        return try decoder.decode(try files.read(fileURL), as: kind)
    }

    /// Whether the file is a schedule.xml (said so, or its root element found in its first
    /// 64 KiB): it is then read a buffer at a time instead of whole. Any doubt (a file that cannot
    /// be opened, a root further in) reads it whole, where every other format is read.
    private var isScheduleXML: Bool {
        if let kind { return kind == .scheduleXML }
        guard let handle = FileHandle(forReadingAtPath: fileURL.path) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 64 * 1024) else { return false }
        return ScheduleSourceKind.detect(head) == .scheduleXML
    }
}
