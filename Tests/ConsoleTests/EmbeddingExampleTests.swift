import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("The embedding examples, built and run")
struct EmbeddingExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(
        "Given the bundled demo, when the example runs twice, then it stores the convention, says what it holds, and the second run brings the demo's update"
    )
    func syncsTheDemo() throws {
        let directory = try TemporaryDirectory()
        let example = try ConbookExecutable(named: "conbook-embedding-example")

        let first = try example.run(["demo", directory.url.path])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.hasPrefix("Synced (full): 210 events added, 0 changed, 0 removed.\n"))
        #expect(
            first.output.contains(
                "EF27 in \(directory.url.appending(path: "conbook.sqlite").path): event: 210, day: 6, room: 34, track: 17"))

        let second = try example.run(["demo", directory.url.path])
        #expect(second.status == 0, "\(second.errors)")
        #expect(second.output.hasPrefix("Synced (changes): 0 events added, 0 changed, 9 removed.\n"))
    }

    @Test("Given a server that fails, when the example runs, then it says why the sync failed and exits 1, storing nothing")
    func reportsAFailedSync() throws {
        let directory = try TemporaryDirectory()
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 503, body: Array("down".utf8)))

        let run = try ConbookExecutable(named: "conbook-embedding-example")
            .run([try server.url(path: "/EF27/api").absoluteString, directory.url.path])

        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errors.hasPrefix("The sync failed: "))
        #expect(run.errors.contains("503"))
    }

    @Test(
        "Given the front end of one's own (a printing Schedule scene on the public builder), when it runs, then it shows the demo's day a page of five at a time, the search, and which event would open"
    )
    func ownFrontEnd() throws {
        let directory = try TemporaryDirectory()
        let run = try ConbookExecutable(named: "conbook-own-front-end-example").run([directory.url.path])

        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output.hasPrefix("Thursday 25 August — Con Day 2\n  09:00\n      09:00–21:00  Fursuit Lounge — Fursuit Lounge\n"))
        #expect(run.output.contains("  events 1–5 of 59 · page 1 of 12\n"))
        #expect(
            run.output.contains(
                "Search “quiz” in all days\n  Thursday 25 August 21:00\n      21:00–23:00  THE EUROFURENCE ULTIMATE MEGA PUB QUIZ — Club Stage\n"
            ))
        #expect(run.output.hasSuffix("(the event ccb69846-2280-4859-9deb-4905d2b6b5a4 would open now)\n"))
    }

    @Test(
        "Given the article Embedding the Core, then its two programs are the examples' code, so that what it shows compiles and runs"
    )
    func articleShowsTheExamples() throws {
        let article = try String(
            contentsOf: Self.root.appending(path: "Core/ConbookCore.docc/EmbeddingTheCore.md"), encoding: .utf8)
        let example = try String(contentsOf: Self.root.appending(path: "Examples/Embedding/main.swift"), encoding: .utf8)
        let code = try #require(example.range(of: "import ConbookCore").map { String(example[$0.lowerBound...]) })

        #expect(article.contains("```swift\n" + code + "```\n"))
        let frontEnd = try String(contentsOf: Self.root.appending(path: "Examples/OwnFrontEnd/main.swift"), encoding: .utf8)
        let frontEndCode = try #require(frontEnd.range(of: "import ConbookCore").map { String(frontEnd[$0.lowerBound...]) })
        #expect(article.contains("```swift\n" + frontEndCode + "```\n"))
    }
}
