import ConbookCore
import ConbookTesting
import ConbookWeb
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The application served by Hummingbird on loopback, asked by a real HTTP client.
@MainActor
@Suite("Web server: Hummingbird on loopback")
struct HummingbirdWebServerTests {
    @Test(
        "Given the server on a free loopback port, when a client asks for News, then it gets the page with its headers; a body or a header too large is refused; the server stops when its task is cancelled"
    )
    func servesOnLoopback() async throws {
        let core = try ConbookTestContext.storing(SampleConvention.content)
        let application = WebApplication(
            conbook: core.conbook, configuration: WebServerConfiguration(allowedHosts: [], requiresPairing: false))
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let server = Task {
            try await HummingbirdWebServer.run(application, host: "127.0.0.1", port: 0, maximumBodySize: 1024) { port in
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
            try await HummingbirdWebServer.run(guide, host: "127.0.0.1", port: 0, maximumBodySize: 1024) { port in
                portSink.yield(port)
            }
        }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        let address = URL(string: "http://127.0.0.1:\(port)/events/event-opening")!
        let session = URLSession(configuration: .ephemeral)
        let (written, _) = try await session.data(from: address)

        let answered = DispatchSemaphore(value: 0)
        let whileBusy = Task.detached {
            let (page, _) = try await session.data(from: address)
            answered.signal()
            return page
        }
        let arrivedWhileBusy = Self.blockTheMainActor(until: answered)

        #expect(arrivedWhileBusy)
        #expect(try await whileBusy.value == written)
        server.cancel()
        _ = await server.result
    }

    /// Holds the main actor until `signal` is given (or half a minute passed); whether it was.
    private static func blockTheMainActor(until signal: DispatchSemaphore) -> Bool {
        signal.wait(timeout: .now() + 30) == .success
    }
}
