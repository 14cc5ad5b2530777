import ConbookCore
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Collects one HTTP response body as `URLSession` delivers it, stopping the download once it
/// exceeds a size limit, and classifies how the request ended as a `ConventionAPIError` (a
/// `304 Not Modified` is not an error: it succeeds with an empty body and its response).
final class HTTPResponseCollector: NSObject, URLSessionDataDelegate, Sendable {
    typealias Outcome = Result<(body: Data, response: HTTPURLResponse?), ConventionAPIError>

    private struct State {
        var body = Data()
        var exceededLimit = false
        var continuation: CheckedContinuation<Outcome, Never>?
    }

    private let state = Mutex(State())
    private let maximumBytes: Int
    private let timeoutInSeconds: Int
    private let followsRedirects: Bool
    private let keepsAnyStatus: Bool
    private let progress: (@Sendable (TransferProgress) -> Void)?

    /// - Parameters:
    ///   - followsRedirects: false stops at a redirect, which then ends as the redirect's
    ///     status (an error).
    ///   - keepsAnyStatus: true succeeds with the body of any status (a redirect not followed, an
    ///     error), for a caller that reads the answer's status itself.
    ///   - progress: told the bytes received (and announced) after each part of the body.
    init(
        maximumBytes: Int, timeoutInSeconds: Int, followsRedirects: Bool = true, keepsAnyStatus: Bool = false,
        progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) {
        self.maximumBytes = maximumBytes
        self.timeoutInSeconds = timeoutInSeconds
        self.followsRedirects = followsRedirects
        self.keepsAnyStatus = keepsAnyStatus
        self.progress = progress
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(followsRedirects ? request : nil)
    }

    /// Starts the task; the continuation is resumed once with the outcome.
    func start(_ task: URLSessionDataTask, reportingTo continuation: CheckedContinuation<Outcome, Never>) {
        state.withLock { $0.continuation = continuation }
        task.resume()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let announced = dataTask.response?.expectedContentLength ?? -1
        let (exceeded, received) = state.withLock { state -> (Bool, Int) in
            guard !state.exceededLimit else { return (false, 0) }
            guard announced <= Int64(maximumBytes), state.body.count + data.count <= maximumBytes else {
                state.exceededLimit = true
                state.body = Data()
                return (true, 0)
            }
            state.body.append(data)
            return (false, state.body.count)
        }
        if exceeded {
            dataTask.cancel()
        } else if received > 0, let progress {
            progress(TransferProgress(receivedBytes: received, expectedBytes: announced > 0 ? Int(announced) : nil))
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, body, exceededLimit) = state.withLock { state in
            defer {
                state.continuation = nil
                state.body = Data()
            }
            return (state.continuation, state.body, state.exceededLimit)
        }
        let outcome = classify(
            body: body, exceededLimit: exceededLimit, response: task.response, error: error,
            url: task.currentRequest?.url ?? task.originalRequest?.url)
        continuation?.resume(returning: outcome)
    }

    private func classify(
        body: Data, exceededLimit: Bool, response: URLResponse?, error: (any Error)?, url: URL?
    ) -> Outcome {
        let http = response as? HTTPURLResponse
        if let http, http.statusCode == 304, error == nil {
            return .success((Data(), http))
        }
        if let http, !keepsAnyStatus, (300..<400).contains(http.statusCode),
            let location = http.value(forHTTPHeaderField: "Location")
        {
            return .failure(.serverError(status: http.statusCode, reason: "redirected to \(location), not followed"))
        }
        if let http, !keepsAnyStatus, !(200..<300).contains(http.statusCode) {
            var reason = HTTPURLResponse.localizedString(forStatusCode: http.statusCode)
            if let retryAfter = http.value(forHTTPHeaderField: "Retry-After").flatMap(Self.retryAfterWords) {
                reason += "; the server asks to try again \(retryAfter)"
            }
            return .failure(.serverError(status: http.statusCode, reason: reason))
        }
        if exceededLimit {
            return .failure(.tooLarge(limitInBytes: maximumBytes))
        }
        let announced = response?.expectedContentLength ?? -1
        if let error {
            return .failure(
                classify(error, afterResponse: response != nil, received: body.count, announced: announced, url: url))
        }
        if announced > 0, Int64(body.count) < announced {
            return .failure(.truncated("received \(body.count) of the \(announced) bytes the server announced"))
        }
        return .success((body, http))
    }

    /// A `Retry-After` value in words: `in 120 seconds` for a delay, `after <date>` for an HTTP
    /// date (as sent, at most 64 characters); nil when empty.
    static func retryAfterWords(_ value: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if trimmed.count <= 9, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let seconds = Int(trimmed) {
            return seconds == 1 ? "in 1 second" : "in \(seconds) seconds"
        }
        let shown = trimmed.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(64)
        return "after \(String(String.UnicodeScalarView(shown)))"
    }

    private func classify(
        _ error: any Error, afterResponse: Bool, received: Int, announced: Int64, url: URL?
    ) -> ConventionAPIError {
        let code = (error as? URLError)?.code
        if code == .timedOut {
            return .timedOut(seconds: timeoutInSeconds)
        }
        if afterResponse, code != .cancelled {
            let expected = announced > 0 ? " of the \(announced) bytes the server announced" : ""
            return .truncated("the connection broke off after \(received) bytes\(expected)")
        }
        let server = serverName(of: url)
        switch code {
        case .cannotFindHost?, .dnsLookupFailed?:
            return .unreachable("cannot find the server \(server) (\(error.localizedDescription))")
        case .cannotConnectToHost?:
            return .unreachable("cannot connect to \(server) (\(error.localizedDescription))")
        case .notConnectedToInternet?:
            return .unreachable("there is no network connection")
        case .cancelled?:
            return .unreachable("the request to \(server) was cancelled")
        default:
            return .unreachable("\(server): \(error.localizedDescription)")
        }
    }

    /// `host:port` (or `host`) for messages.
    private func serverName(of url: URL?) -> String {
        guard let host = url?.host else { return "the server" }
        guard let port = url?.port else { return host }
        return "\(host):\(port)"
    }
}
