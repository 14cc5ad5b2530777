public import ConbookCore
import ConbookDownloads
import ConbookTime
public import Foundation

/// The Eurofurence API over HTTP with `URLSession`.
///
/// A full sync is `GET {baseURL}/Sync`; a delta is `GET {baseURL}/Sync?since=2022-08-30T12:07:36.034Z`
/// (the previous response's server time, in UTC with milliseconds). The base URL keeps its path,
/// with or without a trailing slash, e.g. `https://app.eurofurence.org/EF27/api`.
///
/// Each request uses a fresh ephemeral session: no cache, no cookies. Errors:
/// - an HTTP status outside 200–299 → `.serverError(status:reason:)` with the standard phrase;
/// - no answer for `timeout` (to the first byte, or between parts of the body) → `.timedOut`;
/// - a refused connection, an unknown host, no network → `.unreachable`;
/// - a body shorter than its `Content-Length`, or a connection that breaks off mid-body →
///   `.truncated`;
/// - a body (or a `Content-Length`) over `maximumResponseBytes` → `.tooLarge`, and the download
///   is stopped;
/// - a bad body → what `EurofurenceSyncDecoder` throws;
/// - the calling task cancelled → the download stops, `.unreachable("the request to … was cancelled")`.
///
/// On Linux `timeoutIntervalForResource` never fires, so the timeout is the request's
/// `timeoutInterval`: an idle timeout, which a slow but steady download does not trip.
///
/// Images are `GET {baseURL}/Images/{id}/Content/with-hash:{ContentHashSha1}` (the hash
/// percent-encoded), or the image's own `Url` when the source gives one; bodies over
/// `maximumImageBytes` are refused the same way.
public struct URLSessionConventionAPI: ConventionAPI {
    /// The API's base URL, e.g. `https://app.eurofurence.org/EF27/api`.
    public let baseURL: URL
    /// How long to wait for the server to answer, and between parts of its answer.
    public let timeout: Duration
    /// The largest body accepted.
    public let maximumResponseBytes: Int
    /// The largest image accepted.
    public let maximumImageBytes: Int

    /// Creates a client of the API at `baseURL`.
    public init(
        baseURL: URL, timeout: Duration = .seconds(30), maximumResponseBytes: Int = 64 * 1024 * 1024,
        maximumImageBytes: Int = 32 * 1024 * 1024
    ) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.maximumResponseBytes = maximumResponseBytes
        self.maximumImageBytes = maximumImageBytes
    }

    /// The API serves its images.
    public var providesImages: Bool { true }

    /// Downloads an image's bytes (checking them against its hash is the Core's part).
    public func fetchImage(_ image: ImageReference) async throws(ConventionAPIError) -> [UInt8] {
        let downloader = HTTPDownloader(timeout: timeout, maximumResponseBytes: maximumImageBytes, accept: "image/*")
        return [UInt8](try await downloader.download(imageURL(image)))
    }

    /// The URL an image is downloaded from: its own `Url` when it is an http(s) URL, else
    /// `{baseURL}/Images/{id}/Content/with-hash:{ContentHashSha1}`, every character of the
    /// identifier and the hash but letters, digits and `-._~` percent-encoded.
    public func imageURL(_ image: ImageReference) -> URL {
        if let given = image.url.flatMap(URL.init(string:)), let scheme = given.scheme?.lowercased(),
            ["http", "https"].contains(scheme)
        {
            return given
        }
        let id = URLPathSegment.encoded(image.id.rawValue)
        let hash = URLPathSegment.encoded(image.contentHash)
        let base = baseURL.absoluteString.hasSuffix("/") ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
        return URL(string: "\(base)/Images/\(id)/Content/with-hash:\(hash)") ?? baseURL
    }

    /// Downloads and decodes a full sync (`since` nil) or the changes since a server time.
    public func fetchChanges(since: Instant?) async throws(ConventionAPIError) -> SyncResponse {
        try await fetchChanges(since: since, sourceVersion: nil, progress: { _ in })
    }

    /// Downloads and decodes a sync as `fetchChanges(since:)` does, telling how the download goes.
    public func fetchChanges(
        since: Instant?, sourceVersion: String?, progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(ConventionAPIError) -> SyncResponse {
        try await fetchChanges(since: since, sourceVersion: sourceVersion, credential: nil, progress: progress)
    }

    /// The API answers each caller with their own view: internal items for staff, announcements
    /// for the groups of the caller, the artist alley for checked-in attendees.
    public var filtersByCaller: Bool { true }

    /// Downloads and decodes a sync for an attendee (their access token in `Authorization: Bearer
    /// …`, under the rules of `BearerAuthorization`; a redirect is then not followed), telling how
    /// the download goes.
    /// - Throws: `.refusedUnsafe` when the login may not go to this API; nothing is sent then.
    public func fetchChanges(
        since: Instant?, sourceVersion: String?, credential: Credential?,
        progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(ConventionAPIError) -> SyncResponse {
        var headers: [String: String] = [:]
        if let credential {
            switch BearerAuthorization(baseURL: baseURL).headers(for: credential) {
            case .success(let bearer): headers = bearer
            case .failure(let refusal): throw .refusedUnsafe(refusal.reason)
            }
        }
        let downloader = HTTPDownloader(
            timeout: timeout, maximumResponseBytes: maximumResponseBytes, accept: "application/json")
        let download: HTTPDownload
        do {
            download = try await downloader.download(
                syncURL(since: since), unlessMatching: nil, headers: headers, progress: progress)
        } catch .serverError(let status, let reason) where credential != nil && (300..<400).contains(status) {
            throw .refusedUnsafe("the server sent the sync elsewhere (\(reason))")
        }
        let body: Data
        switch download {
        case .body(let data, _): body = data
        case .notModified: body = Data()
        }
        return try EurofurenceSyncDecoder().decode(body)
    }

    /// The URL a fetch requests: `{baseURL}/Sync`, with `?since=…` for a delta. Query items of
    /// the base URL are kept; its fragment is dropped.
    public func syncURL(since: Instant?) -> URL {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
            return baseURL.appendingPathComponent("Sync")
        }
        var path = components.percentEncodedPath
        while path.hasSuffix("/") { path.removeLast() }
        components.percentEncodedPath = path + "/Sync"
        components.fragment = nil
        if let since {
            let sinceItem = URLQueryItem(name: "since", value: ISO8601Timestamp.format(since))
            components.queryItems = (components.queryItems ?? []) + [sinceItem]
        }
        return components.url ?? baseURL.appendingPathComponent("Sync")
    }
}
