public import ConbookCore
import ConbookDownloads
public import ConbookTime
public import Foundation

/// A data source over a `schedule.xml` or `schedule.json` published at an http(s) URL.
///
/// Every fetch asks for the whole export (it is a full snapshot; `since` is ignored) with the
/// error mapping of `HTTPDownloader`: server errors, timeouts, unreachable hosts, bodies cut short
/// or over `maximumResponseBytes` each get their own clear error.
///
/// When the server sends `ETag` or `Last-Modified`, they become the response's `sourceVersion`;
/// given back on the next fetch, they are sent as `If-None-Match` / `If-Modified-Since`, and a
/// `304 Not Modified` is answered as a response with no changes (nothing downloaded or decoded).
public struct ScheduleExportURLAPI: ConventionAPI {
    /// The export's URL.
    public let url: URL
    /// The format the body is read as; nil lets its content decide.
    public let kind: ScheduleSourceKind?
    /// The zone local times are read in when the export names none (nil: UTC).
    public let fallbackTimeZoneIdentifier: String?
    private let clock: any WallClock
    private let downloader: HTTPDownloader

    /// Creates a source over an export's URL.
    ///
    /// - Parameters:
    ///   - clock: gives each response's `serverTime` (an export has no reliable clock of its own).
    ///   - kind: `.scheduleXML` or `.scheduleJSON` to read the body as that whatever it looks like.
    public init(
        url: URL, clock: any WallClock = SystemClock(), kind: ScheduleSourceKind? = nil,
        fallbackTimeZoneIdentifier: String? = nil, timeout: Duration = .seconds(30),
        maximumResponseBytes: Int = ScheduleXMLDecoder.defaultMaximumDocumentBytes
    ) {
        self.url = url
        self.clock = clock
        self.kind = kind
        self.fallbackTimeZoneIdentifier = fallbackTimeZoneIdentifier
        self.downloader = HTTPDownloader(
            timeout: timeout, maximumResponseBytes: maximumResponseBytes,
            accept: "application/xml, text/xml, application/json;q=0.9, */*;q=0.5")
    }

    /// Downloads and decodes the whole export; `since` is ignored.
    /// An export carries no clock of its own: each response is timed by this machine's clock.
    public var reportsItsOwnTime: Bool { false }

    public func fetchChanges(since: Instant?) async throws(ConventionAPIError) -> SyncResponse {
        try await fetchChanges(since: since, sourceVersion: nil)
    }

    /// Downloads and decodes the export unless the server says it is unchanged since `sourceVersion`.
    public func fetchChanges(since: Instant?, sourceVersion: String?) async throws(ConventionAPIError) -> SyncResponse {
        try await fetchChanges(since: since, sourceVersion: sourceVersion, progress: { _ in })
    }

    /// Downloads and decodes the export unless unchanged, telling how the download goes.
    public func fetchChanges(
        since: Instant?, sourceVersion: String?, progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(ConventionAPIError) -> SyncResponse {
        let known = ScheduleExportVersion(text: sourceVersion)
        switch try await downloader.download(url, unlessMatching: known?.validators, progress: progress) {
        case .notModified:
            guard let known else { throw .serverError(status: 304, reason: "not modified") }
            return SyncResponse(
                conventionIdentifier: known.conventionIdentifier, serverTime: clock.now, sourceVersion: sourceVersion)
        case .body(let data, let validators):
            var response = try ScheduleExportDecoder(
                now: clock.now, fallbackTimeZoneIdentifier: fallbackTimeZoneIdentifier,
                maximumDocumentBytes: downloader.maximumResponseBytes
            ).decode(data, as: kind)
            response.sourceVersion = validators.map {
                ScheduleExportVersion(validators: $0, conventionIdentifier: response.conventionIdentifier).text
            }
            return response
        }
    }
}
