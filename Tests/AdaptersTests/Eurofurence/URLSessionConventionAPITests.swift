import ConbookCore
import ConbookEurofurence
import ConbookServerTestSupport
import Foundation
import Synchronization
import Testing

/// Real HTTP against a loopback server: no mocked session anywhere.
@Suite("URLSession convention API over real HTTP")
struct URLSessionConventionAPITests {
    private static let since = Instant(millisecondsSinceEpoch: 1_661_861_256_034)  // 2022-08-30T12:07:36.034Z

    private func fetchError(
        _ api: URLSessionConventionAPI, since: Instant? = nil
    ) async -> ConventionAPIError? {
        do {
            _ = try await api.fetchChanges(since: since)
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "Given a base URL without trailing slash, when a full sync is fetched, then it asks /Sync and decodes the answer"
    )
    func fullSyncPath() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(body: Array(try Fixtures.data("NoChanges.json"))))
        let api = URLSessionConventionAPI(baseURL: try server.url(path: "/EF27/api"))

        let response = try await api.fetchChanges(since: nil)

        #expect(response.conventionIdentifier == "EF27")
        #expect(server.requestTargets == ["/EF27/api/Sync"])
    }

    @Test(
        "Given a base URL with trailing slash, when a delta is fetched, then it asks /Sync?since= the time in UTC with milliseconds"
    )
    func deltaPath() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(body: Array(try Fixtures.data("NoChanges.json"))))
        let api = URLSessionConventionAPI(baseURL: try server.url(path: "/EF27/api/"))

        _ = try await api.fetchChanges(since: Self.since)

        #expect(server.requestTargets == ["/EF27/api/Sync?since=2022-08-30T12:07:36.034Z"])
    }

    @Test("Given base URLs of every shape, when the sync URL is made, then the path is kept and the query added")
    func syncURLs() throws {
        let cases: [(String, Instant?, String)] = [
            ("https://app.eurofurence.org/EF27/api", nil, "https://app.eurofurence.org/EF27/api/Sync"),
            ("https://app.eurofurence.org/EF27/api/", nil, "https://app.eurofurence.org/EF27/api/Sync"),
            ("https://app.eurofurence.org", nil, "https://app.eurofurence.org/Sync"),
            (
                "https://app.eurofurence.org/", Self.since,
                "https://app.eurofurence.org/Sync?since=2022-08-30T12:07:36.034Z"
            ),
            (
                "https://example.org/api?key=a%20b", Self.since,
                "https://example.org/api/Sync?key=a%20b&since=2022-08-30T12:07:36.034Z"
            ),
        ]
        for (base, since, expected) in cases {
            let api = URLSessionConventionAPI(baseURL: try #require(URL(string: base)))
            #expect(api.syncURL(since: since).absoluteString == expected)
        }
    }

    @Test("Given the server answers 404, when fetched, then it is a server error with status and reason")
    func notFound() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 404, body: Array("nope".utf8)))
        let error = await fetchError(URLSessionConventionAPI(baseURL: try server.url(path: "/EF99/api")))
        #expect(error == .serverError(status: 404, reason: "Not Found"))
        #expect(error?.description == "The convention's server answered with an error (HTTP 404 Not Found).")
        #expect(server.requestTargets.count == 1)
    }

    @Test("Given the server answers 503, when fetched, then it is a server error")
    func unavailable() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 503, body: []))
        let error = await fetchError(URLSessionConventionAPI(baseURL: try server.url(path: "/api")))
        #expect(error == .serverError(status: 503, reason: "Service Unavailable"))
        #expect(server.requestTargets.count == 1)
    }

    @Test("Given the server never answers, when fetched with a 1 s timeout, then it times out on that timeout, not the default")
    func timeout() async throws {
        let server = try LoopbackHTTPServer(behaviour: .neverAnswer)
        let api = URLSessionConventionAPI(baseURL: try server.url(path: "/api"), timeout: .seconds(1))

        let error = await fetchError(api)

        #expect(error == .timedOut(seconds: 1))
        #expect(server.requestTargets.count == 1)
        // Measured by the server's threads (the test's own may wait for a busy pool), which may
        // see the connection close a moment after the client gave up.
        let clock = ContinuousClock()
        let gaveUp = clock.now
        while server.unansweredConnections.isEmpty, clock.now - gaveUp < .seconds(10) {
            try await Task.sleep(for: .milliseconds(10))
        }
        let connection = try #require(server.unansweredConnections.first)
        #expect(connection.closed - connection.received < .seconds(20), "the 1 s timeout, not the 30 s default, ended it")
    }

    @Test(
        "Given nothing listens on the port (bound, so that no server started alongside takes it), when fetched, then it is unreachable and says where"
    )
    func refused() async throws {
        let refusing = try RefusingPort()
        let url = try refusing.url(path: "/api")
        let port = refusing.port

        let error = await fetchError(URLSessionConventionAPI(baseURL: url, timeout: .seconds(5)))

        guard case .unreachable(let detail) = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        #expect(detail.hasPrefix("cannot connect to 127.0.0.1:\(port)"))
        withExtendedLifetime(refusing) {}
    }

    @Test("Given a host name that cannot resolve, when fetched, then it is unreachable")
    func unresolvable() async throws {
        let api = URLSessionConventionAPI(
            baseURL: try #require(URL(string: "http://conbook-test.invalid/api")), timeout: .seconds(5))
        let error = await fetchError(api)
        guard case .unreachable(let detail) = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        #expect(detail.hasPrefix("cannot find the server conbook-test.invalid"))
    }

    @Test("Given a body shorter than its Content-Length, when fetched, then it is truncated with both sizes")
    func shortBody() async throws {
        let server = try LoopbackHTTPServer(
            behaviour: .truncate(body: Array(repeating: UInt8(ascii: "{"), count: 100), declaredLength: 1000))
        let error = await fetchError(URLSessionConventionAPI(baseURL: try server.url(path: "/api")))
        #expect(error == .truncated("the connection broke off after 100 bytes of the 1000 bytes the server announced"))
        #expect(server.requestTargets.count == 1)
    }

    @Test("Given a body that is not JSON, when fetched, then it is malformed, showing how it starts")
    func notJSON() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(body: Array("<html>Maintenance</html>".utf8)))
        let error = await fetchError(URLSessionConventionAPI(baseURL: try server.url(path: "/api")))
        #expect(error == .malformed("it is not JSON; it starts with \"<html>Maintenance</html>\""))
        #expect(server.requestTargets.count == 1)
    }

    @Test("Given a Content-Length over the limit, when fetched, then it is too large")
    func announcedTooLarge() async throws {
        let server = try LoopbackHTTPServer(
            behaviour: .respond(body: Array(repeating: UInt8(ascii: " "), count: 200_000)))
        let api = URLSessionConventionAPI(baseURL: try server.url(path: "/api"), maximumResponseBytes: 64 * 1024)
        #expect(await fetchError(api) == .tooLarge(limitInBytes: 64 * 1024))
        #expect(server.requestTargets.count == 1)
    }

    @Test("Given a body without Content-Length that grows over the limit, when fetched, then it is too large")
    func streamedTooLarge() async throws {
        let server = try LoopbackHTTPServer(
            behaviour: .respondWithoutLength(body: Array(repeating: UInt8(ascii: " "), count: 2_000_000)))
        let api = URLSessionConventionAPI(baseURL: try server.url(path: "/api"), maximumResponseBytes: 64 * 1024)
        #expect(await fetchError(api) == .tooLarge(limitInBytes: 64 * 1024))
        #expect(server.requestTargets.count == 1)
    }

    @Test(
        "Given a body of exactly the size limit, with and without Content-Length, when fetched, then it is decoded; with a limit one byte smaller it is too large",
        arguments: [true, false])
    func bodyAtTheLimit(announcesLength: Bool) async throws {
        let body = Array(try Fixtures.data("EF26_DeleteRoom.json"))
        let server = try LoopbackHTTPServer(behaviour: announcesLength ? .respond(body: body) : .respondWithoutLength(body: body))

        let atLimit = URLSessionConventionAPI(baseURL: try server.url(path: "/api"), maximumResponseBytes: body.count)
        #expect(try await atLimit.fetchChanges(since: nil)[Room.self].deleted == ["2d5d9a98-aaca-4434-959d-99d20e675d3a"])
        let overLimit = URLSessionConventionAPI(baseURL: try server.url(path: "/api"), maximumResponseBytes: body.count - 1)
        #expect(await fetchError(overLimit) == .tooLarge(limitInBytes: body.count - 1))
    }

    @Test(
        "Given the server answers 300 Multiple Choices without a Location and with a JSON body, when fetched, then it is a server error, not a sync"
    )
    func multipleChoicesIsNotSuccess() async throws {
        let server = try LoopbackHTTPServer(
            behaviour: .respond(status: 300, body: Array(try Fixtures.data("EF26_DeleteRoom.json"))))
        let error = await fetchError(URLSessionConventionAPI(baseURL: try server.url(path: "/api")))
        #expect(error == .serverError(status: 300, reason: "Multiple Choices"))
    }

    @Test("Given a body without Content-Length within the limit, when fetched, then it is decoded")
    func streamedWithinLimit() async throws {
        let server = try LoopbackHTTPServer(
            behaviour: .respondWithoutLength(body: Array(try Fixtures.data("EF26_DeleteRoom.json"))))
        let response = try await URLSessionConventionAPI(baseURL: try server.url(path: "/api")).fetchChanges(since: nil)
        #expect(response[Room.self].deleted == ["2d5d9a98-aaca-4434-959d-99d20e675d3a"])
        #expect(server.requestTargets.count == 1)
    }

    @Test("Given a fetch waiting on a silent server, when its task is cancelled, then it ends at once as cancelled")
    func cancellation() async throws {
        let server = try LoopbackHTTPServer(behaviour: .neverAnswer)
        let api = URLSessionConventionAPI(baseURL: try server.url(path: "/api"), timeout: .seconds(20))
        let clock = ContinuousClock()
        let start = clock.now
        let fetch = Task { await fetchError(api) }
        while server.requestTargets.isEmpty, clock.now - start < .seconds(15) {
            try await Task.sleep(for: .milliseconds(10))
        }

        fetch.cancel()
        let error = await fetch.value

        // The cancellation, not the 20 s timeout, ended it: a timeout reads `.timedOut(seconds: 20)`.
        // (When Foundation closes the socket afterwards is its own affair: a loaded machine has
        // delayed it past any bound a test could wait for.)
        #expect(error == .unreachable("the request to 127.0.0.1:\(server.port) was cancelled"))
    }
}

@Suite("Download progress over real HTTP")
struct DownloadProgressTests {
    /// Collects progress reports from any thread.
    private final class Reports: Sendable {
        private let lock = Mutex<[TransferProgress]>([])
        func append(_ progress: TransferProgress) { lock.withLock { $0.append(progress) } }
        var all: [TransferProgress] { lock.withLock { $0 } }
    }

    @Test(
        "Given the real EF27 full sync served with its length, when fetched, then progress grows to the whole body and names the announced size"
    )
    func reportsBytes() async throws {
        let body = Array(try Fixtures.data(Fixtures.fullSync))
        let server = try LoopbackHTTPServer(behaviour: .respond(body: body))
        let api = URLSessionConventionAPI(baseURL: try server.url(path: "/EF27/api"))
        let reports = Reports()

        let response = try await api.fetchChanges(since: nil, sourceVersion: nil) { reports.append($0) }

        #expect(response.conventionIdentifier == "EF27")
        let all = reports.all
        #expect(!all.isEmpty)
        #expect(all.last == TransferProgress(receivedBytes: body.count, expectedBytes: body.count))
        #expect(zip(all, all.dropFirst()).allSatisfy { $0.receivedBytes < $1.receivedBytes })
    }

    @Test("Given a body without a length, when fetched, then progress counts the bytes without a total")
    func withoutLength() async throws {
        let body = Array(try Fixtures.data("NoChanges.json"))
        let server = try LoopbackHTTPServer(behaviour: .respondWithoutLength(body: body))
        let api = URLSessionConventionAPI(baseURL: try server.url(path: "/EF27/api"))
        let reports = Reports()

        _ = try await api.fetchChanges(since: nil, sourceVersion: nil) { reports.append($0) }

        #expect(reports.all.last == TransferProgress(receivedBytes: body.count, expectedBytes: nil))
    }
}
