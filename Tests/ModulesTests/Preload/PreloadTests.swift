import ConbookCore
import ConbookPreload
import ConbookTesting
import Testing

@MainActor
@Suite("Preload")
struct PreloadTests {
    @Test("Given no data, when the preload appears, then it downloads with progress and reports that it finished")
    func successfulDownload() async throws {
        let context = PreloadModuleTestContext(core: try ConbookTestContext(stored: nil))

        context.scene.simulateSceneDidLoad()
        await context.core.settle()

        #expect(
            context.scene.progressShown.map(\.text) == [
                "Downloading the convention (0/3)", "Checking the changes (1/3)", "Saving (2/3)", "Up to date (3/3)",
            ])
        #expect(context.scene.progressShown.last?.fractionCompleted == 1)
        #expect(context.delegate.didFinishLoading)
        #expect(context.core.conbook.hasContent)
    }

    @Test(
        "Given a source that serves the convention's pictures, when the preload downloads them, then each picture's step says which one of how many"
    )
    func picturesCounted() async throws {
        let core = try ConbookTestContext(stored: nil)
        core.api.serveImages(SampleConvention.imageBytes.mapValues { .success($0) })
        let context = PreloadModuleTestContext(core: core)

        context.scene.simulateSceneDidLoad()
        await context.core.settle()

        let pictures = context.scene.progressShown.filter { $0.itemCount != nil }
        #expect(
            pictures.map(\.text) == [
                "Downloading images (1 of 3) (3/4)", "Downloading images (2 of 3) (3/4)", "Downloading images (3 of 3) (3/4)",
            ])
        #expect(pictures.map(\.itemNumber) == [1, 2, 3])
        #expect(pictures.allSatisfy { $0.itemCount == 3 })
        #expect(context.scene.progressShown.last?.text == "Up to date (4/4)")
    }

    @Test(
        "Given a download in progress, when the source tells how much has arrived, then the preload shows the bytes received and announced"
    )
    func downloadBytes() async throws {
        let api = ControllableConventionAPI()
        let context = PreloadModuleTestContext(core: try ConbookTestContext(stored: nil, controllableAPI: api))
        context.scene.simulateSceneDidLoad()
        await api.waitForPendingRequests()

        api.reportProgress(TransferProgress(receivedBytes: 300_000, expectedBytes: 944_280))
        for _ in 0..<20 { await Task.yield() }

        let shown = context.scene.progressShown.last
        #expect(shown?.text == "Downloading the convention (0/3)")
        #expect(shown?.receivedBytes == 300_000)
        #expect(shown?.expectedBytes == 944_280)
        api.complete(with: .success(SampleConvention.fullSync))
        await context.core.settle()
        #expect(context.scene.progressShown.last?.receivedBytes == nil)
    }

    @Test("Given the source is unreachable, when the preload appears, then it shows why and does not finish")
    func failedDownload() async throws {
        let api = StubConventionAPI(failingWith: .unreachable("connection refused"))
        let context = PreloadModuleTestContext(core: try ConbookTestContext(stored: nil, api: api))

        context.scene.simulateSceneDidLoad()
        await context.core.settle()

        #expect(context.scene.failureMessage == "The convention's data source could not be reached: connection refused")
        #expect(!context.delegate.didFinishLoading)
        #expect(!context.core.conbook.hasContent)
    }

    @Test("Given a failed download, when the user retries and it works, then the preload finishes")
    func retryAfterFailure() async throws {
        let api = StubConventionAPI([.failure(.timedOut(seconds: 30)), .success(SampleConvention.fullSync)])
        let context = PreloadModuleTestContext(core: try ConbookTestContext(stored: nil, api: api))
        context.scene.simulateSceneDidLoad()
        await context.core.settle()

        context.scene.simulateRetry()
        await context.core.settle()

        #expect(context.scene.failureMessage == nil)
        #expect(context.delegate.didFinishLoading)
        #expect(api.requests == [nil, nil])
    }

    @Test("Given a failed download, when the user cancels, then the module reports the cancellation")
    func cancelAfterFailure() async throws {
        let api = StubConventionAPI(failingWith: .malformed("not JSON"))
        let context = PreloadModuleTestContext(core: try ConbookTestContext(stored: nil, api: api))
        context.scene.simulateSceneDidLoad()
        await context.core.settle()

        context.scene.simulateCancel()

        #expect(context.delegate.didCancel)
        #expect(!context.delegate.didFinishLoading)
    }

    @Test(
        "Given data whose events mostly point at days it does not hold, when the preload downloads it, then it is refused with a reason"
    )
    func mostlyUnusableDataIsRefused() async throws {
        var response = SampleConvention.fullSync
        response[Day.self] = .replacingAll(with: [SampleConvention.day3])
        let context = PreloadModuleTestContext(
            core: try ConbookTestContext(stored: nil, api: StubConventionAPI(answering: response)))

        context.scene.simulateSceneDidLoad()
        await context.core.settle()

        #expect(
            context.scene.failureMessage?.hasPrefix(
                "5 of the 6 events the source sent could not be used, so nothing was changed: "
                    + "event “Art Show Tour”: it refers to day day-2, which the data does not hold")
                == true)
        #expect(!context.core.conbook.hasContent)
    }
}
