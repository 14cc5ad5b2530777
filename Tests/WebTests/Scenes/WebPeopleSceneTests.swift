import ConbookCore
import ConbookModuleKit
import ConbookPeople
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: People")
struct WebPeopleSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(_ viewModel: PeopleViewModel) -> (WebPeopleScene, CapturingPeopleDelegate) {
        let scene = harness.factory.makePeopleScene()
        let delegate = CapturingPeopleDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private static let people = PeopleViewModel(
        heading: "3 people, A–Z", searchText: "",
        sections: [
            PeopleSectionViewModel(
                title: "A",
                rows: [
                    PersonRowViewModel(name: "Ann <script>alert(1)</script>", tagLine: "Draws foxes", events: "3 events"),
                    PersonRowViewModel(name: "A/B Team", tagLine: nil, events: "1 event"),
                ]),
            PeopleSectionViewModel(
                title: "R", rows: [PersonRowViewModel(name: "Raissa Perez", tagLine: nil, events: "no events")]),
        ], emptyMessage: nil)

    @Test(
        "Given people, when the page is written, then each letter has its heading, each person links to their page by name and a name with markup shows as text"
    )
    func writesThePeople() {
        let (scene, delegate) = loadedScene(Self.people)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(scene.address.text == "/people")
        #expect(title == "People")
        #expect(page.all("h2").map(\.text) == ["A", "R"])
        #expect(
            page.linkAddresses == [
                "/people/Ann%20%3Cscript%3Ealert%281%29%3C%2Fscript%3E", "/people/A%2FB%20Team", "/people/Raissa%20Perez",
            ])
        #expect(page.text.contains("Ann <script>alert(1)</script> Draws foxes · 3 events"))
        #expect(!html.contains("<script>"))
        #expect(page.text.contains("3 people, A–Z"))
        let search = page.all("input").filter { $0.attributes["type"] == "search" }
        #expect(search.count == 1)
        #expect(page.all("label").contains { $0.attributes["for"] == search.first?.attributes["id"] })
    }

    @Test("Given the page, when a search is posted, then the presenter is told its text")
    func searches() throws {
        let (scene, delegate) = loadedScene(Self.people)
        let form = try #require(harness.page(of: scene).page.forms.first { $0.action == "search" })

        try scene.act(on: WebForm(action: "search", fields: [("csrf", form.fields["csrf"] ?? ""), ("query", "fox")]))

        #expect(delegate.searches == ["fox"])
    }

    @Test("Given a form without its text or of an action the page lacks, then it is refused and the presenter hears nothing")
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(Self.people)

        #expect(throws: WebFormError.missingField("query")) { try scene.act(on: WebForm(action: "search", fields: [])) }
        #expect(throws: WebFormError.unknownAction("select")) {
            try scene.act(on: WebForm(action: "select", fields: [("name", "Raissa Perez")]))
        }
        #expect(delegate.searches.isEmpty && delegate.selected.isEmpty)
    }

    @Test("Given no list yet, then the page is loading; given a search that finds nobody, then it says so and offers to end it")
    func loadingAndEmpty() throws {
        let scene = harness.factory.makePeopleScene()
        let delegate = CapturingPeopleDelegate()
        scene.setDelegate(delegate)

        #expect(harness.page(of: scene).page.text.contains("Loading…"))
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "search", fields: [("query", "")])) }

        scene.show(
            PeopleViewModel(heading: "0 of 3 people", searchText: "zebra", sections: [], emptyMessage: "Nobody matches “zebra”."))
        let page = harness.page(of: scene).page
        #expect(page.text.contains("Nobody matches “zebra”."))
        #expect(page.all("input").first { $0.attributes["type"] == "search" }?.attributes["value"] == "zebra")
        try harness.post(try #require(page.forms.first { $0.buttons == ["End the search"] }), to: scene)
        #expect(delegate.searches == [""])
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makePeopleScene()
        scene.show(Self.people)
        let (title, page, _) = harness.page(of: scene)

        #expect(title == "Personen")
        #expect(page.text.contains("Namen und die Zeilen über sie durchsuchen"))
    }
}

@MainActor
private final class CapturingPeopleDelegate: PeopleSceneDelegate {
    var loads = 0
    var searches: [String] = []
    var selected: [String] = []

    func peopleSceneDidLoad() { loads += 1 }
    func peopleSceneDidChangeSearchText(_ text: String) { searches.append(text) }
    func peopleSceneDidSelectPerson(named name: String) { selected.append(name) }
}
