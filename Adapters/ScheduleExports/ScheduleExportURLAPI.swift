public import ConbookCore
import ConbookDownloads
public import ConbookTime
public import Foundation

/// A data source over a schedule published at an http(s) URL, in any format Conbook reads (see
/// `ScheduleSourceKind`), or over a pretalx event's page.
///
/// A page (HTML) whose address has no file extension and was given without a forced kind leads to
/// its pretalx export,
/// `{page}/schedule/export/schedule.json`; the export found is remembered in the `sourceVersion`,
/// so later fetches ask for it directly. (An Indico event's address is rewritten to its export
/// before it gets here, see `ScheduleAddress`.)
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
    /// The people list published beside the programme, read with it; nil when there is none.
    public let people: PeopleDocumentSource?
    private let clock: any WallClock
    private let downloader: HTTPDownloader

    /// Creates a source over an export's URL.
    ///
    /// - Parameters:
    ///   - url: where the export is, `http` or `https`.
    ///   - clock: gives each response's `serverTime` (an export has no reliable clock of its own).
    ///   - kind: a format to read the body as whatever it looks like; nil lets the content decide.
    ///   - fallbackTimeZoneIdentifier: the zone of local times when the schedule names none.
    ///   - timeout: how long to wait for the server, and between parts of its answer.
    ///   - maximumResponseBytes: larger bodies are refused.
    ///   - people: the people list the convention publishes beside the programme, if any.
    public init(
        url: URL, clock: any WallClock = SystemClock(), kind: ScheduleSourceKind? = nil,
        fallbackTimeZoneIdentifier: String? = nil, timeout: Duration = .seconds(30),
        maximumResponseBytes: Int = ScheduleXMLDecoder.defaultMaximumDocumentBytes, people: PeopleDocumentSource? = nil
    ) {
        self.url = url
        self.people = people
        self.clock = clock
        self.kind = kind
        self.fallbackTimeZoneIdentifier = fallbackTimeZoneIdentifier
        self.downloader = HTTPDownloader(
            timeout: timeout, maximumResponseBytes: maximumResponseBytes,
            accept: "application/xml, text/xml, application/json;q=0.9, text/calendar;q=0.9, */*;q=0.5")
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
        let exportURL = known?.exportURL.flatMap(URL.init(string:))
        switch try await downloader.download(exportURL ?? url, unlessMatching: known?.validators, progress: progress) {
        case .notModified:
            guard let known else { throw .serverError(status: 304, reason: "not modified") }
            return SyncResponse(
                conventionIdentifier: known.conventionIdentifier, serverTime: clock.now, sourceVersion: sourceVersion)
        case .body(let data, let validators):
            if exportURL == nil, kind == nil, url.pathExtension.isEmpty, ScheduleSourceKind.detect(data) == nil,
                Self.isWebPage(data)
            {
                return try await fetchFoundExport(progress: progress)
            }
            return try await decode(data, validators: validators, exportURL: exportURL)
        }
    }

    /// The export of a conference's page: pretalx publishes it at `{event}/schedule/export/schedule.json`.
    private func fetchFoundExport(
        progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(ConventionAPIError) -> SyncResponse {
        let (data, validators, candidate) = try await foundExport(progress: progress)
        return try await decode(data, validators: validators, exportURL: candidate)
    }

    /// The bytes of the schedule document this source reads, downloaded whole without validators
    /// (a page leads to its pretalx export, as `fetchChanges` follows it): what `conbook check`
    /// reads with `ScheduleExportCheck`.
    public func document(
        progress: @escaping @Sendable (TransferProgress) -> Void = { _ in }
    ) async throws(ConventionAPIError) -> Data {
        guard case .body(let data, _) = try await downloader.download(url, unlessMatching: nil, progress: progress) else {
            throw .serverError(status: 304, reason: "not modified, though nothing was asked conditionally")
        }
        if kind == nil, url.pathExtension.isEmpty, ScheduleSourceKind.detect(data) == nil, Self.isWebPage(data) {
            return try await foundExport(progress: progress).data
        }
        return data
    }

    /// The pretalx export a page leads to, its bytes, validators and address.
    private func foundExport(
        progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(ConventionAPIError) -> (data: Data, validators: HTTPValidators?, url: URL) {
        let base = url.path.hasSuffix("/") ? url : url.appendingPathComponent("", isDirectory: true)
        let candidate = base.appending(path: "schedule/export/schedule.json")
        let found: HTTPDownload
        do {
            found = try await downloader.download(candidate, unlessMatching: nil, progress: progress)
        } catch {
            throw .malformed(
                "\(url.absoluteString) is a web page, not a schedule, and no pretalx export answers at"
                    + " \(candidate.absoluteString) (\(error)); give the address of the schedule file itself")
        }
        guard case .body(let data, let validators) = found, ScheduleSourceKind.detect(data) != nil else {
            throw .malformed(
                "\(url.absoluteString) is a web page, not a schedule, and \(candidate.absoluteString) is no schedule"
                    + " either; give the address of the schedule file itself")
        }
        return (data, validators, candidate)
    }

    private func decode(
        _ data: Data, validators: HTTPValidators?, exportURL: URL?
    ) async throws(ConventionAPIError) -> SyncResponse {
        let reading = ScheduleReading(
            now: clock.now, fallbackTimeZoneIdentifier: fallbackTimeZoneIdentifier,
            maximumDocumentBytes: downloader.maximumResponseBytes,
            peopleDocument: try await people?.document(maximumBytes: downloader.maximumResponseBytes))
        var response = try ScheduleExportDecoder(reading).decode(data, as: kind)
        if validators != nil || exportURL != nil {
            response.sourceVersion =
                ScheduleExportVersion(
                    validators: validators ?? HTTPValidators(etag: nil, lastModified: nil),
                    conventionIdentifier: response.conventionIdentifier, exportURL: exportURL
                ).text
        }
        return response
    }

    /// Whether a body looks like an HTML page (a doctype or `<html` near its start).
    private static func isWebPage(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(512), as: UTF8.self).lowercased()
        return head.contains("<!doctype html") || head.contains("<html")
    }
}
