import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("The README's embedding example, built and run")
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
                "EF27 in \(directory.url.appending(path: "conbook.sqlite").path): 210 events, 6 days, 34 rooms, 17 tracks"))

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

    @Test("Given the README, then its embedding snippet is the example's code, so that what it shows compiles and runs")
    func readmeShowsTheExample() throws {
        let readme = try String(contentsOf: Self.root.appending(path: "README.md"), encoding: .utf8)
        let example = try String(contentsOf: Self.root.appending(path: "Examples/Embedding/main.swift"), encoding: .utf8)
        let code = try #require(example.range(of: "import ConbookCore").map { String(example[$0.lowerBound...]) })

        #expect(readme.contains("```swift\n" + code + "```\n"))
    }
}
