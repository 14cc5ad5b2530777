import ConbookCore
import ConbookEventFeedback
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Event Feedback in German")
struct EventFeedbackGermanTests {
    private typealias Sample = SampleConvention

    /// A delegate that ignores the user giving up.
    private final class Delegate: EventFeedbackModuleDelegate {
        func eventFeedbackModuleDidCancel() {}
    }

    @Test(
        "Given an event that takes feedback and the Core in German, when a bad rating and then 1 star are sent, then the refusal and the thanks are German, singular for one star"
    )
    func feedbackInGerman() async throws {
        var content = Sample.content
        var opening = Sample.opening
        opening.isAcceptingFeedback = true
        content[Event.self].upsert(opening)
        let core = try ConbookTestContext.storing(content, account: SampleAttendee.account, language: .german)
        let scene = CapturingEventFeedbackScene()
        let delegate = Delegate()
        EventFeedbackModuleBuilder(conbook: core.conbook).build(scene: scene, event: Sample.opening.id, delegate: delegate)
        scene.simulateSceneDidLoad()

        scene.simulateSubmitting(rating: "six", message: "x")
        #expect(scene.viewModel?.status == .editing(problem: "Die Bewertung muss zwischen 1 und 5 Sternen liegen."))
        scene.simulateSubmitting(rating: "1", message: "Zu laut")
        await core.settle()

        #expect(scene.viewModel?.status == .sent("Danke: Dein Feedback mit 1 Stern wurde gesendet."))
    }

    @Test("Given an event that takes no feedback and the Core in German, when the scene appears, then it says so in German")
    func notTakenInGerman() throws {
        let core = try ConbookTestContext(language: .german)
        let scene = CapturingEventFeedbackScene()
        let delegate = Delegate()
        EventFeedbackModuleBuilder(conbook: core.conbook).build(scene: scene, event: Sample.opening.id, delegate: delegate)
        scene.simulateSceneDidLoad()

        #expect(scene.viewModel?.status == .unavailable("Für diese Veranstaltung ist kein Feedback möglich."))
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(EventFeedbackTexts.languageDifferences == [])
    }
}
