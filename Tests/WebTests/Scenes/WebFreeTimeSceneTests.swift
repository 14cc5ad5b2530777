import ConbookCore
import ConbookFreeTime
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Free time")
struct WebFreeTimeSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(_ viewModel: FreeTimeViewModel) -> (WebFreeTimeScene, CapturingFreeTimeDelegate) {
        let scene = harness.factory.makeFreeTimeScene()
        let delegate = CapturingFreeTimeDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private let freeTime = FreeTimeViewModel(
        days: ["Wednesday — Day 1", "Thursday — Day 2"], selectedDayIndex: 0, minimumMinutes: 30,
        heading: "Gaps of at least 30 minutes between your favourites",
        gaps: [
            FreeTimeGapViewModel(
                title: "11:00–13:00 · 2 h free", between: "after Opening (Main Stage), before Lunch Panel (Panel Room)",
                rows: [
                    FreeTimeEventRowViewModel(
                        id: "e/1", title: "Drawing <script>alert(1)</script>", timeRange: "11:00–12:00", room: "Hall",
                        distance: "a short walk from Main Stage", isFavourite: false)
                ], emptyMessage: nil),
            FreeTimeGapViewModel(
                title: "15:00–15:45 · 45 min free", between: "after Lunch Panel", rows: [], emptyMessage: "No event fits."),
        ], emptyMessage: nil)

    @Test(
        "Given a day's free time, when the page is written, then the days are tabs, each gap has its heading, events link to their pages and a title with markup is text"
    )
    func writesFreeTime() {
        let (scene, delegate) = loadedScene(freeTime)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Free time")
        #expect(scene.address.text == "/free")
        #expect(page.all("nav").first?.attributes["class"] == "tabs")
        #expect(page.all("button").filter { $0.attributes["aria-current"] == "page" }.map(\.text) == ["Wednesday — Day 1"])
        #expect(page.all("h2").map(\.text) == ["11:00–13:00 · 2 h free", "15:00–15:45 · 45 min free"])
        #expect(page.linkAddresses == ["/events/e%2F1"])
        #expect(page.text.contains("Drawing <script>alert(1)</script>"))
        #expect(!html.contains("<script>"))
        #expect(page.text.contains("a short walk from Main Stage"))
        #expect(page.text.contains("No event fits."))
        let minutes = page.all("input").first { $0.attributes["name"] == "minutes" }
        #expect(minutes?.attributes["min"] == "1")
        #expect(minutes?.attributes["max"] == nil)
    }

    @Test(
        "Given the page, when a day, the minimum and a favourite are posted, then the presenter hears the index, minutes and identity"
    )
    func acts() throws {
        let (scene, delegate) = loadedScene(freeTime)
        let forms = harness.page(of: scene).page.forms

        try harness.post(try #require(forms.last { $0.action == "day" }), to: scene)
        try harness.post(try #require(forms.first { $0.action == "minimum" }), to: scene)
        try harness.post(try #require(forms.first { $0.action == "favourite" }), to: scene)

        #expect(delegate.calls == ["day 1", "minimum 30", "favourite e/1"])
    }

    @Test(
        "Given a day out of range, minutes below one or an unknown action, then the form is refused and the presenter hears nothing"
    )
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(freeTime)

        #expect(throws: WebFormError.malformedField("day")) { try scene.act(on: WebForm(action: "day", fields: [("day", "2")])) }
        #expect(throws: WebFormError.malformedField("minutes")) {
            try scene.act(on: WebForm(action: "minimum", fields: [("minutes", "0")]))
        }
        #expect(throws: WebFormError.unknownAction("select")) { try scene.act(on: WebForm(action: "select", fields: [])) }
        #expect(delegate.calls.isEmpty)
    }

    @Test("Given nothing yet, then the page loads; given no gap, then it says the presenter's words")
    func loadingAndEmpty() {
        let scene = harness.factory.makeFreeTimeScene()
        #expect(harness.page(of: scene).page.text.contains("Loading…"))
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "day", fields: [("day", "0")])) }

        var empty = freeTime
        empty.gaps = []
        empty.emptyMessage = "No favourites on this day."
        scene.show(empty)
        #expect(harness.page(of: scene).page.text.contains("No favourites on this day."))
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeFreeTimeScene()
        scene.show(freeTime)
        let (title, page, _) = harness.page(of: scene)

        #expect(title == "Freie Zeit")
        #expect(page.text.contains("Als Favorit markieren"))
    }
}

@MainActor
private final class CapturingFreeTimeDelegate: FreeTimeSceneDelegate {
    var loads = 0
    var calls: [String] = []

    func freeTimeSceneDidLoad() { loads += 1 }
    func freeTimeSceneDidSelectDay(at index: Int) { calls.append("day \(index)") }
    func freeTimeSceneDidChangeMinimum(minutes: Int) { calls.append("minimum \(minutes)") }
    func freeTimeSceneDidSelectEvent(id: String) { calls.append("select \(id)") }
    func freeTimeSceneDidToggleFavourite(id: String) { calls.append("favourite \(id)") }
}
