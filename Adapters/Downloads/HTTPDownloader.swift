public import ConbookCore
public import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Downloads one body over HTTP(S) with `URLSession`, with the error mapping every Conbook source
/// shares: a status outside 200–299 → `.serverError`; no answer for `timeout` → `.timedOut`;
/// refused connection or unknown host → `.unreachable`; a body cut short → `.truncated`; a body
/// over `maximumResponseBytes` → `.tooLarge` (the download stops).
///
/// Each request uses a fresh ephemeral session: no cache, no cookies. On Linux
/// `timeoutIntervalForResource` never fires, so the timeout is the request's idle timeout.
public struct HTTPDownloader: Sendable {
    /// How long to wait for the server to answer, and between parts of its answer.
    public let timeout: Duration
    /// The largest body accepted.
    public let maximumResponseBytes: Int
    /// The `Accept` header sent.
    public let accept: String

    /// Creates a downloader.
    public init(timeout: Duration = .seconds(30), maximumResponseBytes: Int = 64 * 1024 * 1024, accept: String = "*/*") {
        self.timeout = timeout
        self.maximumResponseBytes = maximumResponseBytes
        self.accept = accept
    }

    /// Downloads the body at a URL.
    public func download(_ url: URL) async throws(ConventionAPIError) -> Data {
        switch try await download(url, unlessMatching: nil) {
        case .body(let data, _): data
        case .notModified: Data()
        }
    }

    /// Downloads the body at a URL unless it still matches validators from an earlier download
    /// (sent as `If-None-Match` and `If-Modified-Since`; the server answers `304 Not Modified`).
    /// - Parameters:
    ///   - headers: sent as given, after `Accept`. A request with headers (e.g. a login token)
    ///     follows no redirect: a redirect fails as `.serverError` with its status and where it led.
    ///   - progress: told how much of the body has arrived, as it arrives.
    public func download(
        _ url: URL, unlessMatching validators: HTTPValidators?, headers: [String: String] = [:],
        progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws(ConventionAPIError) -> HTTPDownload {
        var request = makeRequest(url, method: "GET", headers: headers)
        if let etag = validators?.etag {
            request.setValue(etag, forHTTPHeaderField: "If-None-Match")
        }
        if let lastModified = validators?.lastModified {
            request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since")
        }
        let (body, response) = try await perform(request, followingRedirects: headers.isEmpty, progress: progress)
        if response?.statusCode == 304 {
            guard validators != nil else {
                throw .serverError(status: 304, reason: "not modified, though nothing was asked conditionally")
            }
            return .notModified
        }
        return .body(body, HTTPValidators(response: response))
    }

    /// Sends a request (any method, headers and body) and returns the body of its 2xx answer. A
    /// redirect is not followed: it fails as `.serverError` with its status and where it led (so
    /// that nothing the request carries, such as a login token, goes anywhere else).
    /// - Parameters:
    ///   - headers: sent as given, after `Accept`.
    public func send(
        _ url: URL, method: String, headers: [String: String] = [:], body: Data? = nil
    ) async throws(ConventionAPIError) -> Data {
        try await perform(makeRequest(url, method: method, headers: headers, body: body), followingRedirects: false).body
    }

    /// Sends a request (any method, headers and body) and returns its answer whatever the status,
    /// for protocols that read their errors from the body (OAuth). A redirect is not followed: it
    /// is returned as its status.
    /// - Throws: `ConventionAPIError` only when no whole answer came (unreachable, timed out,
    ///   truncated, too large).
    public func exchange(
        _ url: URL, method: String, headers: [String: String] = [:], body: Data? = nil
    ) async throws(ConventionAPIError) -> HTTPExchange {
        let request = makeRequest(url, method: method, headers: headers, body: body)
        let (body, response) = try await perform(request, followingRedirects: false, keepingAnyStatus: true)
        return HTTPExchange(status: response?.statusCode ?? 0, body: body)
    }

    private var timeoutInSeconds: Double {
        Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    }

    private func makeRequest(_ url: URL, method: String, headers: [String: String] = [:], body: Data? = nil) -> URLRequest {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeoutInSeconds)
        request.httpMethod = method
        request.setValue(accept, forHTTPHeaderField: "Accept")
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            request.setValue(value, forHTTPHeaderField: name)
        }
        request.httpBody = body
        return request
    }

    private func perform(
        _ request: URLRequest, followingRedirects: Bool, keepingAnyStatus: Bool = false,
        progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws(ConventionAPIError) -> (body: Data, response: HTTPURLResponse?) {
        let seconds = timeoutInSeconds
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = seconds
        let collector = HTTPResponseCollector(
            maximumBytes: maximumResponseBytes, timeoutInSeconds: Int(seconds.rounded(.up)),
            followsRedirects: followingRedirects, keepsAnyStatus: keepingAnyStatus, progress: progress)
        let session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: request)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                collector.start(task, reportingTo: continuation)
            }
        } onCancel: {
            task.cancel()
        }
        return try result.get()
    }
}
