import ConbookConsole
import ConbookTutorial
import Testing

/// Records what a console tutorial scene reported, in order.
@MainActor
private final class RecordingTutorialSceneDelegate: TutorialSceneDelegate {
    var reports: [String] = []
    func tutorialSceneDidLoad() { reports.append("loaded") }
    func tutorialSceneDidAccept() { reports.append("accepted") }
    func tutorialSceneDidDecline() { reports.append("declined") }
}

@MainActor
@Suite("Console tutorial scene")
struct ConsoleTutorialSceneTests {
    @Test("Given the introduction, when rendered, then it shows the text and the question; `yes` and `cancel` answer")
    func rendersAndAnswers() throws {
        let output = CapturingConsoleOutput()
        let scene = ConsoleTutorialScene(screen: output.makeScreen())
        let delegate = RecordingTutorialSceneDelegate()
        scene.setDelegate(delegate)
        scene.show(
            TutorialViewModel(
                title: "Welcome to Conbook", paragraphs: ["It keeps the convention here."], question: "Download it now?"))

        #expect(
            scene.render() == [
                "Welcome to Conbook", "", "It keeps the convention here.", "", "Download it now?", "",
                "`download` (or `yes`) downloads it · `cancel` (or `no`) ends the session",
            ])
        try scene.perform("yes")
        try scene.perform("cancel")
        #expect(delegate.reports == ["accepted", "declined"])
        #expect(throws: ConsoleCommandError.notAvailableHere(command: "tab")) { try scene.perform("tab x") }
    }
}
