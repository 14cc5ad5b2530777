import ConbookCore
import ConbookTesting
import ConbookWeb
import Foundation
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The application served by the NIO server on loopback, asked by a real HTTP client.
@MainActor
@Suite("Web server: HTTP/1.1 on loopback")
struct WebServerTests {
    @Test(
        "Given the server on a free loopback port, when a client asks for News, then it gets the page with its headers; a body or a header too large is refused; the server stops when its task is cancelled"
    )
    func servesOnLoopback() async throws {
        let core = try ConbookTestContext.storing(SampleConvention.content)
        let application = WebApplication(
            conbook: core.conbook, configuration: WebServerConfiguration(allowedHosts: [], requiresPairing: false))
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let server = Task {
            try await WebServer.run(application, host: "127.0.0.1", port: 0, maximumBodySize: 1024) { port in
                await MainActor.run { application.listening(on: "127.0.0.1", port: port) }
                portSink.yield(port)
            }
        }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        let session = URLSession(configuration: .ephemeral)

        let (page, pageResponse) = try await session.data(from: URL(string: "http://127.0.0.1:\(port)/news")!)
        var post = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/news")!)
        post.httpMethod = "POST"
        post.httpBody = Data(repeating: 65, count: 4096)
        let (_, postResponse) = try await session.data(for: post)

        var hugeHeader = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/news")!)
        hugeHeader.setValue(String(repeating: "a", count: 64 * 1024), forHTTPHeaderField: "X-Padding")
        let hugeHeaderStatus = try? await (session.data(for: hugeHeader).1 as? HTTPURLResponse)?.statusCode

        let http = try #require(pageResponse as? HTTPURLResponse)
        // A header past the decoder's bound is refused (431), or the connection is closed.
        #expect(hugeHeaderStatus == nil || hugeHeaderStatus! >= 400)
        #expect(http.statusCode == 200)
        #expect(http.value(forHTTPHeaderField: "X-Content-Type-Options") == "nosniff")
        #expect(String(decoding: page, as: UTF8.self).contains("<h1>News</h1>"))
        #expect((postResponse as? HTTPURLResponse)?.statusCode == 413)
        server.cancel()
        _ = await server.result
    }

    @Test(
        "Given the guide on loopback with a page written, when the main actor is busy, then the page is still answered, from the server's threads"
    )
    func keptPagesAnsweredWhileTheMainActorIsBusy() async throws {
        let core = try ConbookTestContext(attendeeStore: NoAttendeeStore())
        let guide = WebGuide(conbook: core.conbook)
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let server = Task {
            try await WebServer.run(guide, host: "127.0.0.1", port: 0, maximumBodySize: 1024) { port in
                portSink.yield(port)
            }
        }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        let address = URL(string: "http://127.0.0.1:\(port)/events/event-opening")!
        let session = URLSession(configuration: .ephemeral)
        let (written, _) = try await session.data(from: address)

        // Asked with a completion handler (on the session's own queue, not Swift's pool), while
        // the main actor waits.
        let answered = DispatchSemaphore(value: 0)
        let page = Mutex<Data?>(nil)
        session.dataTask(with: address) { data, _, _ in
            page.withLock { $0 = data }
            answered.signal()
        }.resume()
        let arrivedWhileBusy = Self.blockTheMainActor(until: answered)

        #expect(arrivedWhileBusy)
        #expect(page.withLock { $0 } == written)
        server.cancel()
        _ = await server.result
    }

    /// Holds the main actor until `signal` is given (or half a minute passed); whether it was.
    private static func blockTheMainActor(until signal: DispatchSemaphore) -> Bool {
        signal.wait(timeout: .now() + 30) == .success
    }

    @Test(
        "Given the guide on loopback, when two requests come at once on one connection, the second HTTP/1.0, then both are answered in order and the connection is closed after the second"
    )
    func requestsAtOnceAnsweredInOrder() async throws {
        try await withGuideServer { port in
            let exchange = try await RawHTTPExchange.exchange(
                port: port,
                sending: "GET /style.css HTTP/1.1\r\nHost: a\r\n\r\nGET /events/event-opening HTTP/1.0\r\n\r\n",
                readingFor: 10)

            let answers = exchange.answers
            #expect(answers.map(\.statusLine) == ["HTTP/1.1 200 OK", "HTTP/1.0 200 OK"])
            #expect(answers.first?.header("content-type") == "text/css; charset=utf-8")
            #expect(answers.first?.header("connection") == nil)
            // An origin server with a clock dates its answers (RFC 9110 §6.6.1), in IMF-fixdate.
            let date = try #require(answers.first?.header("date"))
            #expect(date.count == 29 && date.hasSuffix(" GMT") && date.dropFirst(3).hasPrefix(", "), "\(date)")
            #expect(answers.last?.body.contains("<h1>Opening Ceremony</h1>") == true)
            #expect(answers.last?.header("connection") == "close")
            #expect(exchange.closedByServer)
        }
    }

    @Test("Given a page's tag, when it is asked for again with it, then the 304 carries the tag and no length or body")
    func notModifiedHasNoLength() async throws {
        try await withGuideServer { port in
            let (_, first) = try await URLSession(configuration: .ephemeral).data(
                from: URL(string: "http://127.0.0.1:\(port)/events/event-opening")!)
            let tag = try #require((first as? HTTPURLResponse)?.value(forHTTPHeaderField: "ETag"))

            let exchange = try await RawHTTPExchange.exchange(
                port: port,
                sending:
                    "GET /events/event-opening HTTP/1.1\r\nHost: a\r\nIf-None-Match: \(tag)\r\nConnection: close\r\n\r\n",
                readingFor: 10)

            #expect(exchange.answers.map(\.statusLine) == ["HTTP/1.1 304 Not Modified"])
            #expect(exchange.answers.first?.header("etag") == tag)
            #expect(exchange.answers.first?.header("content-length") == nil)
            #expect(exchange.received.hasSuffix("\r\n\r\n"))
        }
    }

    @Test(
        "Given a server with a one-second limit for slow clients, when a body stalls or a connection sends nothing, then the connection is closed without an answer"
    )
    func slowClientsDropped() async throws {
        try await withGuideServer(slowClientLimit: .seconds(1)) { port in
            let stalled = try await RawHTTPExchange.exchange(
                port: port, sending: "POST /schedule HTTP/1.1\r\nHost: a\r\nContent-Length: 100\r\n\r\nab",
                readingFor: 15)
            let silent = try await RawHTTPExchange.exchange(port: port, sending: "", readingFor: 15)

            #expect(stalled.closedByServer)
            #expect(stalled.received.isEmpty)
            #expect(silent.closedByServer)
            #expect(silent.received.isEmpty)
        }
    }

    /// Runs the guide for everyone over the sample convention on a free loopback port while `body`
    /// runs, then stops it.
    private func withGuideServer(
        slowClientLimit: Duration = WebServer.slowClientLimit, _ body: (Int) async throws -> Void
    ) async throws {
        let core = try ConbookTestContext(attendeeStore: NoAttendeeStore())
        let guide = WebGuide(conbook: core.conbook)
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let server = Task {
            try await WebServer.run(
                guide, host: "127.0.0.1", port: 0, maximumBodySize: 1024, slowClientLimit: slowClientLimit
            ) { port in portSink.yield(port) }
        }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        defer { server.cancel() }
        try await body(port)
        server.cancel()
        _ = await server.result
    }
}
