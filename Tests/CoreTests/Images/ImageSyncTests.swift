import ConbookCore
import ConbookTesting
import Testing

/// After every sync, the images the content uses are downloaded, checked against their SHA-1,
/// kept, and forgotten when nothing uses them any more; an image failure never fails the sync.
@MainActor
@Suite("Images: download, check, keep, forget")
struct ImageSyncTests {
    private typealias Sample = SampleConvention
    private let later = SampleConvention.serverTime.advanced(by: .seconds(3600))

    private func servedImages() -> [ImageReference.ID: Result<[UInt8], ConventionAPIError>] {
        Sample.imageBytes.mapValues { .success($0) }
    }

    @Test(
        "Given a source serving the images the content uses, when the convention is first synced, then each is downloaded once, checked and kept, with progress in images"
    )
    func firstSyncDownloadsEveryUsedImage() async throws {
        let core = try ConbookTestContext(stored: nil)
        core.api.serveImages(servedImages())
        let observer = ProgressRecorder()
        core.conbook.addObserver(observer)

        let outcome = await core.conbook.refreshConvention.refresh()

        #expect(Set(core.api.imageRequests) == [Sample.venueImage.id, Sample.denImage.id, Sample.sketchyThumbnail.id])
        #expect(core.api.imageRequests.count == 3)
        #expect(
            try core.imageStore.storedImages() == [
                Sample.venueImage.id: Sample.venueImage.contentHash, Sample.denImage.id: Sample.denImage.contentHash,
                Sample.sketchyThumbnail.id: Sample.sketchyThumbnail.contentHash,
            ])
        #expect(try outcome.get().images == ImageSyncSummary(downloaded: 3))
        #expect(observer.descriptions.contains("Downloading images (1 of 3) (3/4)"))
        #expect(observer.descriptions.contains("Downloading images (3 of 3) (3/4)"))
        #expect(observer.descriptions.last == "Up to date (4/4)")
        // The images' listed sizes, in the order they are downloaded (by id: den 17, sketchy 23, venue 19).
        #expect(observer.transfers.map(\.expectedBytes) == [59, 59, 59])
        #expect(observer.transfers.map(\.receivedBytes) == [0, 17, 40])
        #expect(
            core.conbook.viewImage.image(Sample.denImage.id)
                == .downloaded(Sample.denImage, bytes: Sample.imageBytes[Sample.denImage.id]!))
    }

    @Test("Given every image kept, when a delta changes nothing, then nothing is downloaded")
    func unchangedImagesAreNotDownloadedAgain() async throws {
        let core = try ConbookTestContext(stored: nil)
        core.api.serveImages(servedImages())
        await core.conbook.refreshConvention.refresh()
        core.api.answer(with: .success(Sample.emptyDelta(serverTime: later)))

        let outcome = await core.conbook.refreshConvention.refresh()

        #expect(core.api.imageRequests.count == 3)
        #expect(try outcome.get().images == ImageSyncSummary())
    }

    @Test("Given kept images, when a delta gives one a new hash, then only that one is downloaded again")
    func changedHashDownloadsOnlyThatImage() async throws {
        let core = try ConbookTestContext(stored: nil)
        core.api.serveImages(servedImages())
        await core.conbook.refreshConvention.refresh()
        var redrawn = Sample.denImage
        redrawn.contentHash = "qZk+NkcGgWq6PiVxeFDCbJzQ2J0="  // the SHA-1 of "abc"
        var images = servedImages()
        images[redrawn.id] = .success(Array("abc".utf8))
        core.api.serveImages(images)
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later, EntityChanges(changed: [redrawn]))))

        await core.conbook.refreshConvention.refresh()

        #expect(core.api.imageRequests.suffix(1) == [redrawn.id])
        #expect(core.api.imageRequests.count == 4)
        #expect(core.conbook.viewImage.image(redrawn.id) == .downloaded(redrawn, bytes: Array("abc".utf8)))
    }

    @Test("Given kept images, when a delta deletes one image and the only dealer using another, then both are forgotten")
    func unusedAndDeletedImagesAreForgotten() async throws {
        let core = try ConbookTestContext(stored: nil)
        core.api.serveImages(servedImages())
        await core.conbook.refreshConvention.refresh()
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later,
                    EntityChanges<ImageReference>(deleted: [Sample.venueImage.id]),
                    EntityChanges<Dealer>(deleted: [Sample.sketchyFox.id]))))

        let outcome = await core.conbook.refreshConvention.refresh()

        #expect(try core.imageStore.storedImages().keys.sorted() == [Sample.denImage.id])
        #expect(try outcome.get().images == ImageSyncSummary(removed: 2))
        #expect(core.conbook.viewImage.image(Sample.venueImage.id) == .none)
    }

    @Test(
        "Given an image that fails (wrong bytes, a 404, a refused connection), when synced, then the sync succeeds, the failure is told, nothing is kept, and the next sync tries again",
        arguments: [
            Result<[UInt8], ConventionAPIError>.success(Array("not the den".utf8)),
            .failure(.serverError(status: 404, reason: "Not Found")),
            .failure(.unreachable("connection refused")),
        ])
    func failedImagesAreRetried(failure: Result<[UInt8], ConventionAPIError>) async throws {
        let core = try ConbookTestContext(stored: nil)
        var images = servedImages()
        images[Sample.denImage.id] = failure
        core.api.serveImages(images)

        let outcome = await core.conbook.refreshConvention.refresh()

        let summary = try #require(try outcome.get().images)
        #expect(summary.downloaded == 2)
        #expect(summary.failures.map(\.image) == [Sample.denImage.id])
        #expect(try core.imageStore.storedImages()[Sample.denImage.id] == nil)
        #expect(core.conbook.viewImage.image(Sample.denImage.id) == .notDownloaded(Sample.denImage))
        if case .success = failure {
            #expect(summary.failures.first?.reason.contains("does not match its hash") == true)
        }

        core.api.serveImages(servedImages())
        core.api.answer(with: .success(Sample.emptyDelta(serverTime: later)))
        let retry = await core.conbook.refreshConvention.refresh()

        #expect(try retry.get().images == ImageSyncSummary(downloaded: 1))
        #expect(try core.imageStore.storedImages()[Sample.denImage.id] == Sample.denImage.contentHash)
    }

    @Test(
        "Given images the source says are too large (over 32 MiB, or over 16384 pixels on a side), when synced, then they are not downloaded and the failure says why"
    )
    func oversizedImagesAreNotDownloaded() async throws {
        var huge = Sample.venueImage
        huge.sizeInBytes = 33 * 1024 * 1024
        var wide = Sample.denImage
        wide.width = 20_000
        var full = Sample.fullSync
        full[ImageReference.self] = .replacingAll(with: [huge, wide, Sample.sketchyThumbnail])
        let core = try ConbookTestContext(stored: nil, api: StubConventionAPI(answering: full))
        core.api.serveImages(servedImages())

        let outcome = await core.conbook.refreshConvention.refresh()

        let summary = try #require(try outcome.get().images)
        #expect(core.api.imageRequests == [Sample.sketchyThumbnail.id])
        #expect(summary.failures.map(\.image).sorted() == [Sample.denImage.id, Sample.venueImage.id])
        #expect(summary.failures.contains { $0.reason.contains("images up to 33554432 bytes") })
        #expect(summary.failures.contains { $0.reason.contains("20000 × 1500 pixels") })
    }

    @Test(
        "Given an event with a banner, when synced, then the banner is downloaded too (images used by events are found without reading every event)"
    )
    func imagesOfEventsAreDownloaded() async throws {
        var banner = Sample.denImage
        banner.id = "image-banner"
        var withBanner = Sample.opening
        withBanner.bannerImageID = banner.id
        var full = Sample.fullSync
        full[Event.self] = .replacingAll(with: Sample.events.filter { $0.id != withBanner.id } + [withBanner])
        full[ImageReference.self] = .replacingAll(with: [banner])
        let core = try ConbookTestContext(stored: nil, api: StubConventionAPI(answering: full))
        core.api.serveImages([banner.id: .success(Sample.imageBytes[Sample.denImage.id]!)])

        await core.conbook.refreshConvention.refresh()

        #expect(core.api.imageRequests == [banner.id])
        #expect(core.store.wholeLoadCount == 0)
    }

    @Test("Given a full disk, when an image is kept, then the sync succeeds and the failure says why")
    func storeFailuresAreTold() async throws {
        let core = try ConbookTestContext(stored: nil)
        core.api.serveImages(servedImages())
        core.imageStore.failsWrites = true

        let outcome = await core.conbook.refreshConvention.refresh()

        let summary = try #require(try outcome.get().images)
        #expect(summary.downloaded == 0)
        #expect(summary.failures.count == 3)
        #expect(summary.failures.allSatisfy { $0.reason.contains("simulated write failure") })
        #expect(core.conbook.hasContent)
    }

    @Test("Given a source that serves no images, when synced, then no image is asked for and the sync has three steps")
    func sourcesWithoutImages() async throws {
        let core = try ConbookTestContext(stored: nil)

        let outcome = await core.conbook.refreshConvention.refresh()

        #expect(core.api.imageRequests.isEmpty)
        #expect(try outcome.get().images == nil)
        #expect(core.conbook.refreshConvention.numberOfSteps == 3)
        #expect(core.conbook.viewImage.image(Sample.venueImage.id) == .notDownloaded(Sample.venueImage))
    }
}

/// Records the progress a sync reports, as its display text.
@MainActor
private final class ProgressRecorder: ConventionObserver {
    private(set) var descriptions: [String] = []
    private(set) var transfers: [TransferProgress] = []

    func conventionDidChange(_ change: ConventionChange) {
        if case .syncProgressed(let progress) = change {
            descriptions.append("\(progress.description) (\(progress.completed)/\(progress.total))")
            if let transfer = progress.transfer { transfers.append(transfer) }
        }
    }
}
