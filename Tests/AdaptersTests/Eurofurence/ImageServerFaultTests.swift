import ConbookCore
import ConbookEurofurence
import ConbookSQLite
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

/// The server faults of `ServerFault.all`, played on an image's download, against the real HTTP
/// client, the Core and the SQLite image store: the content sync stands, the image's failure
/// says why, the previous picture stays (its file untouched), and the next good sync replaces it.
@Suite("Server faults on images: the sync stands, the old picture stays, the next sync mends it")
@MainActor
struct ImageServerFaultTests {
    private typealias Sample = SampleConvention

    /// Words the image's failure must hold for each fault.
    nonisolated static let reasons: [String: String] = [
        "500": "500",
        "503 with Retry-After": "503",
        "503 with Retry-After as a date": "503",
        "404": "404",
        "a body cut mid-way": "after 5000 bytes",
        "a connection reset": "reset",
        "a server that never answers": "1 second",
        "a server that stalls in the body": "1 second",
        "a redirect to a server that is down": "127.0.0.1:9",
        "an HTML page instead of JSON": "does not match its hash",
        "a gzip body that expands past the size limit": "larger than the limit",
    ]

    @Test(
        "Given kept images, when the den's new picture meets a failing server, then the sync stands, the failure says why, and the old picture stays until the next good sync",
        arguments: ServerFault.all)
    func fault(_ fault: ServerFault) async throws {
        let server = try LoopbackHTTPServer(behaviour: SampleImageServer.routes())
        try await withTemporaryDirectory { directory in
            let database = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite"))
            let conbook = try Conbook(
                api: URLSessionConventionAPI(
                    baseURL: try server.url(path: "/TESTCON26/api"), timeout: .seconds(1), maximumImageBytes: 16 * 1024 * 1024),
                store: database.store(for: "test"), clock: ControllableClock(now: Sample.serverTime),
                calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser(),
                imageStore: database.imageStore(for: "test"))
            guard case .success = await conbook.refreshConvention.refresh() else {
                Issue.record("the first sync failed")
                return
            }
            let pictures = directory.appending(path: "images")
            let before = try pictureFiles(in: pictures)
            let redrawn = SampleImageServer.redrawnDen
            let says = try #require(Self.reasons[fault.name], "no expectation for \(fault.name)")
            server.setBehaviour(
                SampleImageServer.routes(
                    sync: SampleImageServer.delta(changing: redrawn), denImage: try fault.behaviour()))

            let failed = await conbook.refreshConvention.refresh()

            guard case .success(let summary) = failed else {
                Issue.record("\(fault.name): the content sync failed: \(failed)")
                return
            }
            let failures = summary.images?.failures ?? []
            #expect(failures.map(\.image) == [redrawn.id], "\(fault.name)")
            #expect(failures.first?.reason.contains(says) == true, "\(fault.name): \(failures)")
            #expect(
                conbook.viewImage.image(redrawn.id)
                    == .previousVersion(redrawn, bytes: Sample.imageBytes[Sample.denImage.id]!), "\(fault.name)")
            #expect(try pictureFiles(in: pictures) == before, "\(fault.name) changed a picture file")

            server.setBehaviour(
                SampleImageServer.routes(
                    sync: SampleImageServer.delta(changing: redrawn), denImage: .respond(body: Array("abc".utf8))))
            let mended = await conbook.refreshConvention.refresh()
            #expect(try mended.get().images == ImageSyncSummary(downloaded: 1), "\(fault.name)")
            #expect(conbook.viewImage.image(redrawn.id) == .downloaded(redrawn, bytes: Array("abc".utf8)))
        }
    }

    /// Every picture file's name and bytes.
    private func pictureFiles(in directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files[name] = try Data(contentsOf: directory.appending(path: name))
        }
        return files
    }
}
