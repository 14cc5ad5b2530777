import ConbookConsole
import ConbookPreload
import Testing

@MainActor
@Suite("Console preload scene")
struct ConsolePreloadSceneTests {
    let output = CapturingConsoleOutput()
    let delegate = CapturingPreloadSceneDelegate()
    let scene: ConsolePreloadScene

    init() {
        scene = ConsolePreloadScene(screen: output.makeScreen())
        scene.setDelegate(delegate)
    }

    @Test("Given progress, then each new progress text is written once, on a line of its own")
    func writesProgressLines() {
        scene.appear()
        scene.showProgress(PreloadProgressViewModel(fractionCompleted: 0, text: "Downloading the convention (0/3)"))
        scene.showProgress(PreloadProgressViewModel(fractionCompleted: 0, text: "Downloading the convention (0/3)"))
        scene.showProgress(PreloadProgressViewModel(fractionCompleted: 1, text: "Up to date (3/3)"))
        #expect(delegate.reports == [.loaded])
        #expect(output.output == "Downloading the convention (0/3)…\nUp to date (3/3)\n")
    }

    @Test("Given the download runs, when `refresh` is given, then it is refused")
    func refusesRetryWhileRunning() {
        #expect(throws: ConsoleCommandError.downloadRunning) { try scene.perform("refresh") }
    }

    @Test("Given the download failed, then it says why, and `refresh` retries while `cancel` gives up")
    func offersRetryAndCancelAfterFailure() throws {
        scene.showFailure("The convention's data source could not be reached: offline")
        #expect(output.errors == "The download failed: The convention's data source could not be reached: offline\n")
        #expect(
            scene.render() == [
                "Downloading the convention",
                "The download failed: The convention's data source could not be reached:",
                "offline",
                "`refresh` tries again · `cancel` gives up",
            ])
        try scene.perform("refresh")
        try scene.perform("cancel")
        #expect(delegate.reports == [.requestedRetry, .requestedCancel])
    }
}
