import ConbookCore
import ConbookModuleKit
import ConbookSchedule
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Schedule")
struct WebScheduleSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(_ viewModel: ScheduleViewModel) -> (WebScheduleScene, CapturingScheduleDelegate) {
        let scene = harness.factory.makeScheduleScene()
        let delegate = CapturingScheduleDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private static let drawing = ScheduleEventRowViewModel(
        id: "e/1", title: "Drawing <script>alert(1)</script>", subtitle: "Bring a pencil", timeRange: "10:00–11:00",
        room: "Panel Room", track: "Art", isFavourite: true, tags: ["art"], changeMark: "changed: room",
        clash: "clashes with Parade", isHidden: true, friends: "Alex ★")

    private static let parade = ScheduleEventRowViewModel(
        id: "e2", title: "Fursuit Parade", subtitle: "", timeRange: "11:00–12:00", room: "Lobby", track: "Fursuit",
        isFavourite: false, tags: [])

    private let schedule = ScheduleViewModel(
        days: ["Wednesday — Day 1", "Thursday — Day 2"], selectedDayIndex: 1, searchText: "", isFavouritesOnly: true,
        trackNames: ["Art", "Fursuit"], selectedTrackIndex: 0, roomNames: ["Panel Room", "Lobby"], selectedRoomIndex: nil,
        heading: "Thursday — Day 2 · favourites only",
        sections: [
            ScheduleSectionViewModel(title: "10:00", rows: [drawing]),
            ScheduleSectionViewModel(title: "11:00", rows: [parade]),
        ],
        emptyMessage: nil,
        page: SchedulePageViewModel(
            index: 1, count: 3, eventCount: 120, shownEvents: 51...100, summary: "events 51–100 of 120 · page 2 of 3"),
        friendNames: ["Alex"])

    private var search: ScheduleViewModel {
        var search = schedule
        search.selectedDayIndex = nil
        search.searchText = "paws"
        search.people = ["Sketchy Fox", "A/B"]
        search.sections = [
            ScheduleSectionViewModel(
                title: "Wednesday 10:00",
                rows: [
                    ScheduleEventRowViewModel(
                        id: "e3", title: "Drawing Paws", subtitle: "", timeRange: "10:00–11:00", room: "Hall", track: "Art",
                        isFavourite: false, tags: [],
                        highlightedTitle: HighlightedText(runs: [
                            .init(text: "Drawing ", isHighlighted: false), .init(text: "Paws", isHighlighted: true),
                        ]))
                ])
        ]
        return search
    }

    /// Posts a form of the page with some fields changed, as a browser would after the person set them.
    private func post(
        _ action: String, _ changes: [String: String] = [:], on scene: WebScheduleScene, index: Int = 0
    ) throws {
        let forms = harness.page(of: scene).page.forms.filter { $0.action == action }
        let form = try #require(forms.indices.contains(index) ? forms[index] : nil)
        #expect(form.method == "post")
        #expect(form.target == "/schedule")
        var fields = form.fields.merging(changes) { $1 }
        fields[WebForm.actionField] = nil
        try scene.act(on: WebForm(action: action, fields: fields.map { (name: $0.key, value: $0.value) }))
    }

    @Test(
        "Given a day of the schedule, when the page is written, then the days are tabs, the listing has its heading and time sections, events link to their pages and a title with markup shows as text"
    )
    func writesADay() {
        let (scene, delegate) = loadedScene(schedule)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Schedule")
        #expect(scene.address.text == "/schedule")
        let tabs = page.all("nav").filter { $0.attributes["class"] == "tabs" }
        #expect(tabs.count == 1)
        #expect(tabs.first?.forms.map(\.buttons) == [["Wednesday — Day 1"], ["Thursday — Day 2"]])
        #expect(page.all("button").filter { $0.attributes["aria-current"] == "page" }.map(\.text) == ["Thursday — Day 2"])
        #expect(page.all("h2").map(\.text) == ["Thursday — Day 2 · favourites only"])
        #expect(page.all("h3").map(\.text) == ["10:00", "11:00"])
        #expect(page.linkAddresses == ["/events/e%2F1", "/events/e2"])
        #expect(page.text.contains("Drawing <script>alert(1)</script>"))
        #expect(!html.contains("<script>"))
        #expect(page.text.contains("★ favourite"))
        #expect(page.text.contains("changed: room"))
        #expect(page.text.contains("clashes with Parade"))
        #expect(page.text.contains("Alex ★"))
        #expect(page.text.contains("hidden"))
        #expect(page.text.contains("#art"))
        #expect(page.text.contains("events 51–100 of 120 · page 2 of 3"))
        #expect(page.text.contains("Page 2 of 3"))
    }

    @Test("Given the page, when every input is written, then each has a label and the filters show the choices made")
    func labelsEveryInput() {
        let (scene, _) = loadedScene(schedule)
        let page = harness.page(of: scene).page

        let labelled = Set(page.all("label").compactMap { $0.attributes["for"] })
        let fields = (page.all("input") + page.all("select")).filter { $0.attributes["type"] != "hidden" }
        #expect(!fields.isEmpty)
        for field in fields { #expect(labelled.contains(field.attributes["id"] ?? "-"), "\(field.attributes)") }
        #expect(page.all("input").first { $0.attributes["name"] == "query" }?.attributes["type"] == "search")
        let track = page.all("select").first { $0.attributes["name"] == "track" }
        #expect(track?.all("option").filter { $0.attributes["selected"] != nil }.map(\.text) == ["Art"])
        let pressed = page.all("button").filter { $0.attributes["aria-pressed"] == "true" }.map(\.text)
        #expect(pressed == ["Favourites only"])
        #expect(page.all("details").first?.attributes["open"] != nil)
        #expect(page.all("button").allSatisfy { !$0.text.isEmpty })
    }

    @Test("Given a search, when the page is written, then the matched words are marked and the people found link to their pages")
    func writesASearch() {
        let (scene, _) = loadedScene(search)
        let page = harness.page(of: scene).page

        let marks = page.all("mark")
        #expect(marks.map(\.text) == ["Paws"])
        #expect(marks.first?.attributes["class"] == "highlight")
        #expect(page.linkAddresses == ["/people/Sketchy%20Fox", "/people/A%2FB", "/events/e3"])
        #expect(page.all("h2").map(\.text).first == "People")
        #expect(page.all("button").filter { $0.attributes["aria-current"] != nil }.isEmpty)
        #expect(page.all("input").first { $0.attributes["name"] == "query" }?.attributes["value"] == "paws")
    }

    @Test("Given the page, when the search, a day and a page are posted, then the presenter hears the text and the indexes")
    func searchesAndTurns() throws {
        let (scene, delegate) = loadedScene(schedule)

        try post("search", ["query": "  paws "], on: scene)
        try post("day", on: scene, index: 0)
        try post("page", on: scene, index: 1)
        try post("page", ["number": "3"], on: scene, index: 2)
        try post("page", on: scene, index: 0)

        #expect(delegate.calls == ["search paws", "day 0", "page 2", "page 2", "page 0"])
    }

    @Test("Given the page, when each filter form is posted, then the presenter hears the choice, the state asked for, or none")
    func filters() throws {
        let (scene, delegate) = loadedScene(schedule)

        try post("track", ["track": "1"], on: scene)
        try post("track", ["track": ""], on: scene)
        try post("room", ["room": "0"], on: scene)
        try post("friend", ["friend": "0"], on: scene)
        try post("language", ["language": " de "], on: scene)
        try post("language", on: scene)
        try post("host", ["host": "Sketchy Fox"], on: scene)
        try post("favourites", on: scene)
        try post("unrecorded", on: scene)
        try post("hidden", on: scene)
        try post("clear", on: scene)

        #expect(
            delegate.calls == [
                "track 1", "track nil", "room 0", "friend 0", "language de", "language nil", "host Sketchy Fox",
                "favourites false", "unrecorded true", "hidden true", "clear",
            ])
    }

    @Test("Given the page, when a track, a room and a language are hidden, then the presenter hears each")
    func hides() throws {
        let (scene, delegate) = loadedScene(schedule)

        try post("hideTrack", ["track": "1"], on: scene)
        try post("hideRoom", ["room": "0"], on: scene)
        try post("hideLanguage", ["language": "de"], on: scene)
        try post("refresh", on: scene)

        #expect(delegate.calls == ["hide track 1", "hide room 0", "hide language de", "refresh"])
    }

    @Test(
        "Given forms out of range, malformed, without a field or of an action the page lacks, then each is refused and the presenter hears nothing"
    )
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(schedule)

        #expect(throws: WebFormError.malformedField("day")) { try scene.act(on: WebForm(action: "day", fields: [("day", "2")])) }
        #expect(throws: WebFormError.malformedField("number")) {
            try scene.act(on: WebForm(action: "page", fields: [("number", "4")]))
        }
        #expect(throws: WebFormError.malformedField("track")) {
            try scene.act(on: WebForm(action: "track", fields: [("track", "-1")]))
        }
        #expect(throws: WebFormError.malformedField("room")) {
            try scene.act(on: WebForm(action: "hideRoom", fields: [("room", "")]))
        }
        #expect(throws: WebFormError.malformedField("language")) {
            try scene.act(on: WebForm(action: "hideLanguage", fields: [("language", " ")]))
        }
        #expect(throws: WebFormError.malformedField("on")) {
            try scene.act(on: WebForm(action: "favourites", fields: [("on", "yes")]))
        }
        #expect(throws: WebFormError.missingField("query")) { try scene.act(on: WebForm(action: "search", fields: [])) }
        #expect(throws: WebFormError.unknownAction("select")) {
            try scene.act(on: WebForm(action: "select", fields: [("id", "e2")]))
        }
        #expect(delegate.calls.isEmpty)
    }

    @Test("Given nothing shown yet, when the page is written or a form posted, then it says it loads and refuses the form")
    func loading() {
        let scene = harness.factory.makeScheduleScene()
        let delegate = CapturingScheduleDelegate()
        scene.setDelegate(delegate)

        #expect(harness.page(of: scene).page.text.contains("Loading…"))
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "clear", fields: [])) }
        #expect(delegate.calls.isEmpty)
    }

    @Test("Given an empty listing, when the page is written, then it shows the presenter's words and no page turning")
    func empty() {
        var empty = schedule
        empty.sections = []
        empty.emptyMessage = "No favourites on this day."
        empty.page = .single(eventCount: 0)
        let (scene, _) = loadedScene(empty)
        let page = harness.page(of: scene).page

        #expect(page.text.contains("No favourites on this day."))
        #expect(page.all("nav").filter { $0.attributes["class"] == "pages" }.isEmpty)
        #expect(page.linkAddresses.isEmpty)
    }

    @Test("Given a sync that failed, when the page is written, then the status shows and the person is told once")
    func refreshStatus() {
        let (scene, _) = loadedScene(schedule)
        scene.showRefreshStatus(.failed("offline"))

        #expect(harness.page(of: scene).page.text.contains("offline"))
        #expect(harness.notices.takeAll().map(\.isProblem) == [true])
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeScheduleScene()
        scene.show(schedule)
        let (title, page, _) = harness.page(of: scene)

        #expect(title == "Programm")
        #expect(page.text.contains("Nur Favoriten"))
        #expect(page.text.contains("Seite 2 von 3"))
    }
}

@MainActor
private final class CapturingScheduleDelegate: ScheduleSceneDelegate {
    var loads = 0
    var calls: [String] = []

    func scheduleSceneDidLoad() { loads += 1 }
    func scheduleSceneDidSelectDay(at index: Int) { calls.append("day \(index)") }
    func scheduleSceneDidSelectEvent(id: String) { calls.append("event \(id)") }
    func scheduleSceneDidSelectPage(at index: Int) { calls.append("page \(index)") }
    func scheduleSceneDidChangeSearchText(_ text: String) { calls.append("search \(text)") }
    func scheduleSceneDidChangeFavouritesOnly(_ isOn: Bool) { calls.append("favourites \(isOn)") }
    func scheduleSceneDidSelectTrack(at index: Int?) { calls.append("track \(index.map(String.init) ?? "nil")") }
    func scheduleSceneDidSelectRoom(at index: Int?) { calls.append("room \(index.map(String.init) ?? "nil")") }
    func scheduleSceneDidFilterByLanguage(_ code: String?) { calls.append("language \(code ?? "nil")") }
    func scheduleSceneDidChangeUnrecordedOnly(_ isOn: Bool) { calls.append("unrecorded \(isOn)") }
    func scheduleSceneDidFilterByHost(_ name: String?) { calls.append("host \(name ?? "nil")") }
    func scheduleSceneDidSelectFriend(at index: Int?) { calls.append("friend \(index.map(String.init) ?? "nil")") }
    func scheduleSceneDidChangeIncludesHidden(_ isOn: Bool) { calls.append("hidden \(isOn)") }
    func scheduleSceneDidHideTrack(at index: Int) { calls.append("hide track \(index)") }
    func scheduleSceneDidHideRoom(at index: Int) { calls.append("hide room \(index)") }
    func scheduleSceneDidHideLanguage(_ code: String) { calls.append("hide language \(code)") }
    func scheduleSceneDidSelectPerson(named name: String) { calls.append("person \(name)") }
    func scheduleSceneDidClearFilters() { calls.append("clear") }
    func scheduleSceneDidRequestRefresh() { calls.append("refresh") }
}
