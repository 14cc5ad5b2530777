import ConbookCore
import ConbookModuleKit
import ConbookSharedPicks
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Shared picks")
struct WebSharedPicksSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(
        _ viewModel: SharedPicksViewModel?, harness: WebSceneHarness? = nil
    ) -> (WebSharedPicksScene, CapturingSharedPicksDelegate) {
        let scene = (harness ?? self.harness).factory.makeSharedPicksScene()
        let delegate = CapturingSharedPicksDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        if let viewModel { scene.show(viewModel) }
        return (scene, delegate)
    }

    private let picks = SharedPicksViewModel(
        title: "Alex's <script>alert(1)</script> picks", summary: "3 events picked at EF30 · 1 is not in this schedule",
        rows: [
            SharedPickRowViewModel(
                eventID: "closing/1", title: "Closing Ceremony", when: "Sunday 23 August 16:00–17:00", room: "Main Stage",
                isFavourite: false),
            SharedPickRowViewModel(
                eventID: "opening", title: "Opening Ceremony", when: "Wednesday 19 August 10:00–11:00", room: "Main Stage",
                isFavourite: true),
        ],
        emptyMessage: nil, status: "Added 1 favourite.")

    @Test(
        "Given a friend's picks, when the page is written, then the events link to their pages, favourites starred, each with its add or remove form, a title with markup as text"
    )
    func writesPicks() {
        let (scene, delegate) = loadedScene(picks)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Alex's <script>alert(1)</script> picks")
        #expect(!html.contains("<script>"))
        #expect(scene.address.text == "/shared-picks")
        #expect(page.text.contains("3 events picked at EF30 · 1 is not in this schedule"))
        #expect(page.all("p").contains { $0.attributes["role"] == "status" && $0.text == "Added 1 favourite." })
        #expect(page.linkAddresses == ["/events/closing%2F1", "/events/opening"])
        #expect(page.text.contains("Opening Ceremony ★ favourite Wednesday 19 August 10:00–11:00 · Main Stage"))
        #expect(page.forms.map(\.action) == ["addAll", "add", "remove", "keep"])
        #expect(page.forms.map { $0.fields["row"] } == [nil, "0", "1", nil])
        #expect(page.all("h2").map(\.text) == ["Events", "Keep as a friend's list"])
        let name = page.all("input").first { $0.attributes["name"] == "name" }
        #expect(name?.attributes["id"] == page.all("label").first?.attributes["for"])
    }

    @Test("Given the page, when each form is posted, then the presenter is told the row's index or the name")
    func postsEachAction() throws {
        let (scene, delegate) = loadedScene(picks)
        let forms = harness.page(of: scene).page.forms

        for form in forms.prefix(3) { try harness.post(form, to: scene) }
        try scene.act(on: WebForm(action: "keep", fields: [("name", "Alex")]))

        #expect(delegate.addAll == 1)
        #expect(delegate.added == [0])
        #expect(delegate.removed == [1])
        #expect(delegate.kept == ["Alex"])
    }

    @Test(
        "Given a row out of range, a form without its field, or of an unknown action, then it is refused and the presenter hears nothing"
    )
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(picks)
        let (empty, emptyDelegate) = loadedScene(
            SharedPicksViewModel(title: "Shared picks", summary: "", rows: [], emptyMessage: "None of these is in this schedule.")
        )

        #expect(throws: WebFormError.malformedField("row")) { try scene.act(on: WebForm(action: "add", fields: [("row", "2")])) }
        #expect(throws: WebFormError.malformedField("row")) {
            try scene.act(on: WebForm(action: "remove", fields: [("row", "-1")]))
        }
        #expect(throws: WebFormError.malformedField("row")) { try empty.act(on: WebForm(action: "add", fields: [("row", "0")])) }
        #expect(throws: WebFormError.missingField("row")) { try scene.act(on: WebForm(action: "add", fields: [])) }
        #expect(throws: WebFormError.missingField("name")) { try scene.act(on: WebForm(action: "keep", fields: [])) }
        #expect(throws: WebFormError.unknownAction("share")) { try scene.act(on: WebForm(action: "share", fields: [])) }
        #expect(delegate.added.isEmpty && delegate.removed.isEmpty && delegate.kept.isEmpty && emptyDelegate.added.isEmpty)
    }

    @Test(
        "Given nothing yet, or no event of the code in this schedule, when the page is written, then it says it is loading, or the empty message"
    )
    func loadingAndEmpty() {
        let (scene, _) = loadedScene(nil)

        #expect(harness.page(of: scene).page.text == "Loading…")
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "addAll", fields: [])) }
        scene.show(
            SharedPicksViewModel(
                title: "Shared picks", summary: "", rows: [], emptyMessage: "This code is of another convention."))
        let page = harness.page(of: scene).page
        #expect(page.text.contains("This code is of another convention."))
        #expect(page.forms.isEmpty)
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let german = WebSceneHarness(language: .german)
        let (scene, _) = loadedScene(picks, harness: german)
        let page = german.page(of: scene).page

        #expect(page.all("h2").map(\.text) == ["Veranstaltungen", "Als Liste von Freunden behalten"])
        #expect(page.text.contains("★ Favorit"))
        #expect(page.forms.map(\.buttons).contains(["Zum Favoriten machen"]))
    }
}

@MainActor
private final class CapturingSharedPicksDelegate: SharedPicksSceneDelegate {
    var loads = 0
    var addAll = 0
    var added: [Int] = []
    var removed: [Int] = []
    var kept: [String] = []

    func sharedPicksSceneDidLoad() { loads += 1 }
    func sharedPicksSceneDidChooseAddAll() { addAll += 1 }
    func sharedPicksSceneDidChooseAdd(row: Int) { added.append(row) }
    func sharedPicksSceneDidChooseRemove(row: Int) { removed.append(row) }
    func sharedPicksSceneDidChooseKeep(asName name: String) { kept.append(name) }
}
