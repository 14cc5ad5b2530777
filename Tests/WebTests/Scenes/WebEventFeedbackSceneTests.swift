import ConbookCore
import ConbookEventFeedback
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Event feedback")
struct WebEventFeedbackSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(_ viewModel: EventFeedbackViewModel) -> (WebEventFeedbackScene, CapturingEventFeedbackDelegate) {
        let scene = harness.factory.makeEventFeedbackScene()
        let delegate = CapturingEventFeedbackDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private func feedback(_ status: EventFeedbackViewModel.Status, draft: String? = nil) -> EventFeedbackViewModel {
        EventFeedbackViewModel(
            eventTitle: "Drawing <script>alert(1)</script>", eventDetails: "Wednesday 10:00–11:00 · Hall", status: status,
            draft: draft, eventID: "e/1")
    }

    @Test(
        "Given feedback to give, when the page is written, then it has a labelled rating of 1 to 5 and a text, and a title with markup is text"
    )
    func writesTheForm() throws {
        let (scene, delegate) = loadedScene(feedback(.editing(problem: nil)))
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Feedback on Drawing <script>alert(1)</script>")
        #expect(!html.contains("<script>"))
        #expect(scene.address.text == "/events/e%2F1/feedback")
        let rating = try #require(page.all("input").first { $0.attributes["name"] == "rating" })
        #expect(rating.attributes["min"] == "1")
        #expect(rating.attributes["max"] == "5")
        #expect(page.all("textarea").first?.attributes["name"] == "message")
        #expect(Set(page.all("label").compactMap { $0.attributes["for"] }) == ["feedback-rating", "feedback-message"])
        #expect(page.all("button").map(\.text) == ["Send the feedback", "Give up the feedback"])
        #expect(page.forms.allSatisfy { $0.target == "/events/e%2F1/feedback" })
    }

    @Test("Given the form, when it is sent or given up, then the presenter hears the rating as typed and the text, or the cancel")
    func submitsAndCancels() throws {
        let (scene, delegate) = loadedScene(feedback(.editing(problem: "A rating is a number of stars from 1 to 5.")))
        let page = harness.page(of: scene).page
        #expect(page.all("p").contains { $0.attributes["class"] == "warning" })

        try scene.act(on: WebForm(action: "submit", fields: [("rating", " 5 "), ("message", "Loved it")]))
        try harness.post(try #require(page.forms.first { $0.action == "cancel" }), to: scene)

        #expect(delegate.calls == ["submit  5 |Loved it", "cancel"])
    }

    @Test("Given a failed send, when the page is written, then it keeps the draft and offers to send it again or give up")
    func failed() throws {
        let (scene, delegate) = loadedScene(feedback(.failed("offline"), draft: "5 stars: Loved it"))
        let page = harness.page(of: scene).page

        #expect(page.text.contains("offline"))
        #expect(page.text.contains("Kept: 5 stars: Loved it"))
        #expect(page.all("textarea").isEmpty)
        try harness.post(try #require(page.forms.first { $0.action == "retry" }), to: scene)
        #expect(delegate.calls == ["retry"])
    }

    @Test("Given feedback sent or not taken, when the page is written, then it says so with a link back to the event")
    func sentAndUnavailable() {
        for status in [EventFeedbackViewModel.Status.sent("Thank you."), .unavailable("Log in first.")] {
            let (scene, _) = loadedScene(feedback(status))
            let page = harness.page(of: scene).page
            #expect(page.forms.isEmpty)
            #expect(page.linkAddresses == ["/events/e%2F1"])
        }
        let (sending, _) = loadedScene(feedback(.sending))
        #expect(harness.page(of: sending).page.text.contains("Sending…"))
    }

    @Test(
        "Given a form missing its text or of an unknown action, or nothing shown yet, then it is refused and the presenter hears nothing"
    )
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(feedback(.editing(problem: nil)))
        #expect(throws: WebFormError.missingField("message")) {
            try scene.act(on: WebForm(action: "submit", fields: [("rating", "5")]))
        }
        #expect(throws: WebFormError.unknownAction("delete")) { try scene.act(on: WebForm(action: "delete", fields: [])) }
        #expect(delegate.calls.isEmpty)

        let fresh = harness.factory.makeEventFeedbackScene()
        #expect(fresh.address.text == "/feedback")
        #expect(harness.page(of: fresh).page.text.contains("Loading…"))
        #expect(throws: WebFormError.notLoadedYet) { try fresh.act(on: WebForm(action: "cancel", fields: [])) }
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeEventFeedbackScene()
        scene.show(feedback(.editing(problem: nil)))
        let (title, page, _) = harness.page(of: scene)

        #expect(title == "Feedback zu Drawing <script>alert(1)</script>")
        #expect(page.text.contains("Bewertung (1 bis 5 Sterne)"))
    }
}

@MainActor
private final class CapturingEventFeedbackDelegate: EventFeedbackSceneDelegate {
    var loads = 0
    var calls: [String] = []

    func eventFeedbackSceneDidLoad() { loads += 1 }
    func eventFeedbackSceneDidSubmit(rating: String, message: String) { calls.append("submit \(rating)|\(message)") }
    func eventFeedbackSceneDidRetry() { calls.append("retry") }
    func eventFeedbackSceneDidCancel() { calls.append("cancel") }
}
