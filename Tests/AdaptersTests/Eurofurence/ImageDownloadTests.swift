import ConbookCore
import ConbookEurofurence
import ConbookSQLite
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

/// Images over real HTTP (a loopback server the tests start) into the real SQLite image store:
/// downloaded from the API's image URL, checked against their SHA-1, kept, not downloaded again,
/// and cleaned; a bad download keeps the previous version.
@Suite("Images over HTTP, kept in SQLite")
@MainActor
struct ImageDownloadTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given an image, when its URL is made, then it is the API's with-hash form with the hash percent-encoded, or its own URL when it has one"
    )
    func imageURLs() throws {
        let api = URLSessionConventionAPI(baseURL: try #require(URL(string: "https://app.eurofurence.org/EF27/api/")))
        var own = Sample.denImage
        own.url = "https://cdn.example/den.png"

        #expect(
            api.imageURL(Sample.denImage).absoluteString
                == "https://app.eurofurence.org/EF27/api/Images/image-den/Content/with-hash:%2BSUGGIe%2Fv6mA7GxwXL%2FPVPlZ1Mg%3D")
        #expect(api.imageURL(own).absoluteString == "https://cdn.example/den.png")
        #expect(api.providesImages)
    }

    @Test(
        "Given a server with the sample's sync and images, when the Core syncs twice, then every image is downloaded once, checked and kept as files; the second sync downloads none"
    )
    func downloadOnceAndKeep() async throws {
        let server = try LoopbackHTTPServer(behaviour: routes())
        try await withTemporaryDirectory { directory in
            let conbook = try makeConbook(server: server, directory: directory)

            let first = await conbook.refreshConvention.refresh()
            let second = await conbook.refreshConvention.refresh()

            #expect(try first.get().images == ImageSyncSummary(downloaded: 3))
            #expect(try second.get().images == ImageSyncSummary())
            #expect(server.requestTargets.filter { $0.contains("/Images/") }.count == 3)
            #expect(
                conbook.viewImage.image(Sample.venueImage.id)
                    == .downloaded(Sample.venueImage, bytes: Sample.imageBytes[Sample.venueImage.id]!))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appending(path: "images").path).count == 3)
        }
    }

    @Test(
        "Given kept images, when the den's picture changes but the server sends bad bytes (wrong hash, a 500, a body cut short), then the sync succeeds, the old picture stays, and the next good sync replaces it",
        arguments: [0, 1, 2])
    func badDownloadsKeepThePreviousVersion(variant: Int) async throws {
        let server = try LoopbackHTTPServer(behaviour: routes())
        try await withTemporaryDirectory { directory in
            let conbook = try makeConbook(server: server, directory: directory)
            await conbook.refreshConvention.refresh()
            let redrawn = SampleImageServer.redrawnDen
            let bad: LoopbackHTTPServer.Behaviour =
                switch variant {
                case 0: .respond(body: Array("abd".utf8))
                case 1: .respond(status: 500, body: [])
                default: .truncate(body: Array("ab".utf8), declaredLength: 3)
                }
            server.setBehaviour(routes(sync: delta(changing: redrawn), denImage: bad))

            let failed = await conbook.refreshConvention.refresh()

            #expect(try failed.get().images?.failures.map(\.image) == [redrawn.id])
            #expect(
                conbook.viewImage.image(redrawn.id)
                    == .previousVersion(redrawn, bytes: Sample.imageBytes[Sample.denImage.id]!))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appending(path: "images").path).count == 3)

            server.setBehaviour(routes(sync: delta(changing: redrawn), denImage: .respond(body: Array("abc".utf8))))
            let fixed = await conbook.refreshConvention.refresh()

            #expect(try fixed.get().images == ImageSyncSummary(downloaded: 1))
            #expect(conbook.viewImage.image(redrawn.id) == .downloaded(redrawn, bytes: Array("abc".utf8)))
        }
    }

    @Test(
        "Given kept images, when a delta deletes one image and the only dealer using another, then both files are removed and the third stays"
    )
    func deletedAndUnusedImagesAreCleaned() async throws {
        let server = try LoopbackHTTPServer(behaviour: routes())
        try await withTemporaryDirectory { directory in
            let conbook = try makeConbook(server: server, directory: directory)
            await conbook.refreshConvention.refresh()
            let delta = SyncResponse(
                conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)),
                EntityChanges<ImageReference>(deleted: [Sample.venueImage.id]),
                EntityChanges<Dealer>(deleted: [Sample.sketchyFox.id]))
            server.setBehaviour(routes(sync: delta))

            let cleaned = await conbook.refreshConvention.refresh()

            #expect(try cleaned.get().images == ImageSyncSummary(removed: 2))
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.appending(path: "images").path)
            #expect(files == ["\(hexadecimalSHA1(of: Sample.denImage)).png"])
            #expect(conbook.viewImage.image(Sample.venueImage.id) == .none)
            #expect(
                conbook.viewImage.image(Sample.denImage.id)
                    == .downloaded(Sample.denImage, bytes: Sample.imageBytes[Sample.denImage.id]!))
        }
    }

    @Test("Given an image larger than the limit, when downloaded, then it is refused as too large and not kept")
    func oversizedBodiesAreRefused() async throws {
        let server = try LoopbackHTTPServer(behaviour: routes())
        let api = URLSessionConventionAPI(
            baseURL: try server.url(path: "/TESTCON26/api"), timeout: .seconds(5), maximumImageBytes: 10)

        await #expect(throws: ConventionAPIError.tooLarge(limitInBytes: 10)) {
            try await api.fetchImage(Sample.venueImage)
        }
    }

    private func makeConbook(server: LoopbackHTTPServer, directory: URL) throws -> Conbook {
        let database = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite"))
        return try Conbook(
            api: URLSessionConventionAPI(baseURL: try server.url(path: "/TESTCON26/api"), timeout: .seconds(5)),
            store: database.store(for: "test"), clock: ControllableClock(now: Sample.serverTime),
            calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser(),
            imageStore: database.imageStore(for: "test"))
    }

    /// The SHA-1 of an image as the file names kept pictures: 40 lower-case hexadecimal digits.
    private func hexadecimalSHA1(of image: ImageReference) -> String {
        (Data(base64Encoded: image.contentHash) ?? Data()).map { byte in
            String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }.joined()
    }

    private func routes(
        sync: SyncResponse = SampleConvention.fullSync, denImage: LoopbackHTTPServer.Behaviour? = nil
    ) -> LoopbackHTTPServer.Behaviour {
        SampleImageServer.routes(sync: sync, denImage: denImage)
    }

    private func delta(changing image: ImageReference) -> SyncResponse {
        SampleImageServer.delta(changing: image)
    }
}
