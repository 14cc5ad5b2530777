import ConbookCore
import ConbookModuleKit
import ConbookWeb
import ConbookWhatsOn
import Testing

@MainActor
@Suite("Web scene: What's on")
struct WebWhatsOnSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(_ viewModel: WhatsOnViewModel) -> (WebWhatsOnScene, CapturingWhatsOnDelegate) {
        let scene = harness.factory.makeWhatsOnScene()
        let delegate = CapturingWhatsOnDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private let whatsOn = WhatsOnViewModel(
        heading: "Running now, and starting by 11:30 (within 60 minutes)", windowMinutes: 60,
        sections: [
            WhatsOnSectionViewModel(
                title: "Running now",
                rows: [
                    WhatsOnRowViewModel(
                        id: "e/1", title: "Drawing <script>alert(1)</script>", timeRange: "10:00–11:00", when: "30 min left",
                        room: "Hall", isFavourite: true)
                ]),
            WhatsOnSectionViewModel(
                title: "Starting soon",
                rows: [
                    WhatsOnRowViewModel(
                        id: "e2", title: "Parade", timeRange: "11:00–12:00", when: "starts in 30 min", room: "Lobby",
                        isFavourite: false)
                ]),
        ], emptyMessage: nil)

    @Test(
        "Given what's on, when the page is written, then each section has its heading, events link to their pages and a title with markup is text"
    )
    func writesWhatsOn() {
        let (scene, delegate) = loadedScene(whatsOn)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "What's on")
        #expect(scene.address.text == "/now")
        #expect(page.all("h2").map(\.text) == ["Running now", "Starting soon"])
        #expect(page.linkAddresses == ["/events/e%2F1", "/events/e2"])
        #expect(page.text.contains("Drawing <script>alert(1)</script>"))
        #expect(!html.contains("<script>"))
        #expect(page.text.contains("10:00–11:00 · Hall · 30 min left"))
        #expect(page.all("button").map(\.text) == ["Show", "Remove from the favourites", "Mark as a favourite"])
        let minutes = page.all("input").first { $0.attributes["name"] == "minutes" }
        #expect(minutes?.attributes["min"] == "1")
        #expect(minutes?.attributes["max"] == "1440")
        #expect(minutes?.attributes["value"] == "60")
        #expect(page.all("label").first?.attributes["for"] == minutes?.attributes["id"])
    }

    @Test(
        "Given the page, when the window and a favourite are posted, then the presenter hears the minutes and the event's identity"
    )
    func acts() throws {
        let (scene, delegate) = loadedScene(whatsOn)
        let forms = harness.page(of: scene).page.forms

        try harness.post(try #require(forms.first { $0.action == "window" }), to: scene)
        for form in forms where form.action == "favourite" { try harness.post(form, to: scene) }

        #expect(delegate.calls == ["window 60", "favourite e/1", "favourite e2"])
    }

    @Test(
        "Given minutes out of range, a missing identity or an unknown action, then the form is refused and the presenter hears nothing"
    )
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(whatsOn)

        #expect(throws: WebFormError.malformedField("minutes")) {
            try scene.act(on: WebForm(action: "window", fields: [("minutes", "1441")]))
        }
        #expect(throws: WebFormError.malformedField("minutes")) {
            try scene.act(on: WebForm(action: "window", fields: [("minutes", "soon")]))
        }
        #expect(throws: WebFormError.missingField("id")) { try scene.act(on: WebForm(action: "favourite", fields: [])) }
        #expect(throws: WebFormError.unknownAction("select")) { try scene.act(on: WebForm(action: "select", fields: [])) }
        #expect(delegate.calls.isEmpty)
    }

    @Test("Given nothing yet, then the page loads; given nothing on, then it says the presenter's words")
    func loadingAndEmpty() {
        let scene = harness.factory.makeWhatsOnScene()
        #expect(harness.page(of: scene).page.text.contains("Loading…"))
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "window", fields: [("minutes", "5")])) }

        scene.show(WhatsOnViewModel(heading: "Running now", windowMinutes: 60, sections: [], emptyMessage: "Nothing is on."))
        #expect(harness.page(of: scene).page.text.contains("Nothing is on."))
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeWhatsOnScene()
        scene.show(whatsOn)
        let (title, page, _) = harness.page(of: scene)

        #expect(title == "Was läuft")
        #expect(page.text.contains("Als Favorit markieren"))
    }
}

@MainActor
private final class CapturingWhatsOnDelegate: WhatsOnSceneDelegate {
    var loads = 0
    var calls: [String] = []

    func whatsOnSceneDidLoad() { loads += 1 }
    func whatsOnSceneDidChangeWindow(minutes: Int) { calls.append("window \(minutes)") }
    func whatsOnSceneDidSelectEvent(id: String) { calls.append("select \(id)") }
    func whatsOnSceneDidToggleFavourite(id: String) { calls.append("favourite \(id)") }
}
