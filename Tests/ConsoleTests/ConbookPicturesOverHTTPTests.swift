import ConbookCore
import ConbookPrograms
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

/// The `conbook` executable against a real HTTP server on loopback (started by the test) that
/// serves the sample convention and its pictures, the venue map's a real PNG: the picture is
/// downloaded once, checked, kept by its hash next to the database and drawn on the map page.
@Suite("The conbook executable: pictures over HTTP")
struct ConbookPicturesOverHTTPTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given a server with the convention and its pictures, when the venue map is opened and tapped, then its picture is drawn in colour with the place marked; later runs describe the kept picture without downloading it again"
    )
    func drawsTheDownloadedMap() throws {
        let venueBytes = try PictureFixture.bytes("venue.png")
        var venueImage = Sample.venueImage
        venueImage.sizeInBytes = venueBytes.count
        venueImage.contentHash = ImageReference.contentHash(of: venueBytes)
        let server = try LoopbackHTTPServer(behaviour: try routes(venueImage: venueImage, venueBytes: venueBytes))
        let directory = try TemporaryDirectory()
        let store = directory.url.appending(path: "store").path
        let arguments = [
            "--source", try server.url(path: "/TESTCON26/api").absoluteString, "--store", store, "--now", "2026-08-01T12:00:00Z",
        ]
        let tap = try directory.write("tab maps\nselect 1\ntap 200 300\n", to: "tap.conbook")

        let drawn = try ConbookExecutable().run(
            arguments + ["--script", tap.path, "--color"], environment: ["COLORTERM": "truecolor"])

        #expect(drawn.status == 0, "\(drawn.errors)")
        let tapped = try #require(drawn.output.components(separatedBy: "> tap 200 300").last)
        let pictureLines = tapped.split(separator: "\n").filter { $0.contains("\u{1B}[38;2;") && $0.contains("▀") }
        #expect(pictureLines.count >= 8)
        #expect(pictureLines.filter { $0.contains("◉") }.count == 1)
        #expect(tapped.contains("Main Stage"))
        #expect(server.requestTargets.filter { $0.contains("/Images/image-venue/") }.count == 1)

        let kept = try keptPictures(under: URL(fileURLWithPath: store))
        let venueFile = try #require(kept.first { (try? Data(contentsOf: $0)) == Data(venueBytes) })
        #expect(kept.count == Sample.imageBytes.count)
        #expect(try FileManager.default.attributesOfItem(atPath: venueFile.path)[.posixPermissions] as? Int == 0o600)

        server.setBehaviour(try routes(venueImage: venueImage, venueBytes: nil))
        let open = try directory.write("tab maps\nselect 1\n", to: "open.conbook")
        let described = try ConbookExecutable().run(arguments + ["--script", open.path])

        #expect(described.status == 0, "\(described.errors)")
        #expect(described.output.contains("Picture (PNG, 1000 × 800 pixels, 3,543 bytes)."))
        #expect(!described.output.contains("\u{1B}"))
        #expect(server.requestTargets.filter { $0.contains("/Images/image-venue/") }.count == 1)
    }

    /// The sample's full sync at `/TESTCON26/api/Sync`, the venue map's picture replaced by
    /// `venueImage`, served with `venueBytes` (none: a 500); the other pictures their sample bytes.
    private func routes(venueImage: ImageReference, venueBytes: [UInt8]?) throws -> LoopbackHTTPServer.Behaviour {
        let content = ConventionContent(
            [Sample.day1, Sample.day2, Sample.day3], [Sample.mainStage, Sample.panelRoom],
            [Sample.stageTrack, Sample.artTrack, Sample.workshopTrack], Sample.events, [Sample.welcome, Sample.roomChange],
            Sample.dealers, [Sample.venueMap, Sample.denMap], [venueImage, Sample.denImage, Sample.sketchyThumbnail])
        let sync = SyncResponse.fullSnapshot(of: content, conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime)
        var routes = [
            LoopbackHTTPServer.Route(
                prefix: "/TESTCON26/api/Sync", behaviour: .respond(body: Array(try EurofurenceJSONWriter.data(for: sync))))
        ]
        routes.append(
            LoopbackHTTPServer.Route(
                prefix: "/TESTCON26/api/Images/\(venueImage.id)/",
                behaviour: venueBytes.map { .respond(body: $0) } ?? .respond(status: 500, body: [])))
        for (id, bytes) in Sample.imageBytes where id != venueImage.id {
            routes.append(LoopbackHTTPServer.Route(prefix: "/TESTCON26/api/Images/\(id)/", behaviour: .respond(body: bytes)))
        }
        return .routes(routes)
    }

    /// The picture files kept under a store: those in an `images` folder.
    private func keptPictures(under root: URL) throws -> [URL] {
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.deletingLastPathComponent().lastPathComponent == "images" }
    }
}
