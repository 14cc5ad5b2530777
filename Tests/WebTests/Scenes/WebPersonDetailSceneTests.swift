import ConbookCore
import ConbookModuleKit
import ConbookPersonDetail
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: PersonDetail")
struct WebPersonDetailSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(_ viewModel: PersonDetailViewModel) -> (WebPersonDetailScene, CapturingPersonDetailDelegate) {
        let scene = harness.factory.makePersonDetailScene()
        let delegate = CapturingPersonDetailDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private static let raissa = PersonDetailViewModel(
        name: "Raissa <script>alert(1)</script>", tagLine: "Fursuit maker", otherNames: ["Raissa Perez (moderator)"],
        biography: RichText(plain: "Makes suits."),
        links: [
            LinkViewModel(name: "Website", destination: "web page · https://raissa.example", canOpen: true),
            LinkViewModel(name: "Odd", destination: "not opened: javascript: links are not followed", canOpen: false),
        ],
        eventsHeading: "2 events",
        events: [
            PersonEventRowViewModel(
                id: "e/1", title: "Suit repair", when: "Thursday 10:00–11:00", room: "Hall", isFavourite: true,
                notes: ["overlaps Drawing"]),
            PersonEventRowViewModel(id: "e2", title: "Q&A", when: "Friday 12:00–13:00", room: "Nizza", isFavourite: false),
        ])

    @Test(
        "Given a person, when the page is written, then their line, names, biography, links and events show, each event a link to its page, and a name with markup shows as text"
    )
    func writesThePerson() {
        let (scene, delegate) = loadedScene(Self.raissa)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(scene.address.text == "/people/Raissa%20%3Cscript%3Ealert%281%29%3C%2Fscript%3E")
        #expect(title == "Raissa <script>alert(1)</script>")
        #expect(!html.contains("<script>"))
        #expect(page.all("h2").map(\.text) == ["About them", "Links", "2 events"])
        #expect(page.linkAddresses == ["/events/e%2F1", "/events/e2"])
        #expect(page.text.contains("also written: Raissa Perez (moderator)"))
        #expect(page.text.contains("Makes suits."))
        #expect(page.text.contains("★ favourite"))
        #expect(page.text.contains("Thursday 10:00–11:00 · Hall"))
        #expect(page.text.contains("overlaps Drawing"))
        #expect(page.forms.filter { $0.action == "link" }.map(\.buttons) == [["Website"]])
        let favourites = page.all("button").filter { $0.attributes["aria-label"] != nil }
        #expect(
            favourites.map { $0.attributes["aria-label"] ?? "" } == [
                "Remove from favourites: Suit repair", "Add to favourites: Q&A",
            ])
    }

    @Test(
        "Given the page, when an event's favourite form and a link's form are posted, then the presenter is told the event's identity and the link's place"
    )
    func togglesAFavouriteAndFollowsALink() throws {
        let (scene, delegate) = loadedScene(Self.raissa)
        let forms = harness.page(of: scene).page.forms

        try harness.post(try #require(forms.first { $0.action == "favourite" && $0.fields["id"] == "e2" }), to: scene)
        try harness.post(try #require(forms.first { $0.action == "link" }), to: scene)

        #expect(delegate.favourites == ["e2"])
        #expect(delegate.links == [0])
    }

    @Test(
        "Given forms for an event or link the page lacks, or of an action it lacks, then each is refused and the presenter hears nothing"
    )
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(Self.raissa)

        #expect(throws: WebFormError.malformedField("id")) {
            try scene.act(on: WebForm(action: "favourite", fields: [("id", "e9")]))
        }
        #expect(throws: WebFormError.missingField("id")) { try scene.act(on: WebForm(action: "favourite", fields: [])) }
        #expect(throws: WebFormError.malformedField("index")) {
            try scene.act(on: WebForm(action: "link", fields: [("index", "1")]))
        }
        #expect(throws: WebFormError.malformedField("index")) {
            try scene.act(on: WebForm(action: "link", fields: [("index", "-1")]))
        }
        #expect(throws: WebFormError.unknownAction("select")) {
            try scene.act(on: WebForm(action: "select", fields: [("id", "e2")]))
        }
        #expect(delegate.favourites.isEmpty && delegate.links.isEmpty)
    }

    @Test(
        "Given no person yet, then the page is loading; given someone who hosts nothing, then it says so; given nobody by the name, then it says so"
    )
    func loadingEmptyAndUnavailable() {
        let scene = harness.factory.makePersonDetailScene()
        let delegate = CapturingPersonDetailDelegate()
        scene.setDelegate(delegate)

        #expect(scene.address.text == "/people")
        #expect(harness.page(of: scene).page.text.contains("Loading…"))
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "favourite", fields: [("id", "e2")])) }

        scene.show(PersonDetailViewModel(name: "Quiet", eventsHeading: "No events", noEventsMessage: "Quiet hosts no event."))
        let page = harness.page(of: scene).page
        #expect(page.all("h2").map(\.text) == ["No events"])
        #expect(page.text.contains("Quiet hosts no event."))

        scene.showUnavailable("Nobody called Quiet is in the convention.")
        let gone = harness.page(of: scene).page
        #expect(gone.text.contains("Nobody called Quiet is in the convention."))
        #expect(gone.linkAddresses == ["/people"])
        #expect(scene.address.text == "/people/Quiet")
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makePersonDetailScene()
        scene.show(Self.raissa)
        let page = harness.page(of: scene).page

        #expect(page.all("h2").map(\.text) == ["Über die Person", "Links", "2 events"])
        #expect(page.text.contains("★ Favorit"))
        #expect(page.text.contains("Aus den Favoriten entfernen"))
    }
}

@MainActor
private final class CapturingPersonDetailDelegate: PersonDetailSceneDelegate {
    var loads = 0
    var selected: [String] = []
    var favourites: [String] = []
    var links: [Int] = []

    func personDetailSceneDidLoad() { loads += 1 }
    func personDetailSceneDidSelectEvent(id: String) { selected.append(id) }
    func personDetailSceneDidToggleFavourite(id: String) { favourites.append(id) }
    func personDetailSceneDidSelectLink(at index: Int) { links.append(index) }
}
