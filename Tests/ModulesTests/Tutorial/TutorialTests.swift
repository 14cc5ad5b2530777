import ConbookCore
import ConbookTesting
import ConbookTutorial
import Testing

/// Records the tutorial module's answer.
@MainActor
private final class RecordingTutorialDelegate: TutorialModuleDelegate {
    var answers: [Bool] = []
    func tutorialModuleDidAccept() { answers.append(true) }
    func tutorialModuleDidDecline() { answers.append(false) }
}

@MainActor
@Suite("Tutorial")
struct TutorialTests {
    private func shown(_ source: SourceDescription) -> (CapturingTutorialScene, RecordingTutorialDelegate) {
        let scene = CapturingTutorialScene()
        let delegate = RecordingTutorialDelegate()
        TutorialModuleBuilder().build(scene: scene, source: source, delegate: delegate)
        scene.simulateSceneDidLoad()
        return (scene, delegate)
    }

    @Test(
        "Given a live source, when the introduction appears, then it says what Conbook does and asks before downloading from that source, with the last download's size when known"
    )
    func asksNamingTheSource() {
        let (scene, _) = shown(SourceDescription(name: "https://app.eurofurence.org/EF27/api", lastDownloadSizeInBytes: 944_280))

        #expect(scene.viewModel?.title == "Welcome to Conbook")
        #expect(scene.viewModel?.paragraphs.count == 2)
        #expect(
            scene.viewModel?.question
                == "Download the convention from https://app.eurofurence.org/EF27/api now? The last full download was 944.3 KB.")
        #expect(
            shown(SourceDescription(name: "https://x.example/api")).0.viewModel?.question
                == "Download the convention from https://x.example/api now?")
        #expect(
            shown(SourceDescription(name: "\n ", lastDownloadSizeInBytes: 2_460_000)).0.viewModel?.question
                == "Download the convention from the convention's source now? The last full download was 2.5 MB.")
    }

    @Test("Given the question, when the user answers, then the module reports the answer once, however often it is given")
    func answersOnce() {
        let (scene, delegate) = shown(SourceDescription(name: "https://x.example/api"))

        scene.simulateAccepting()
        scene.simulateAccepting()
        scene.simulateDeclining()

        #expect(delegate.answers == [true])
    }
}
