import ConbookCore
import ConbookModuleKit
import ConbookTimetable
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Timetable")
struct WebTimetableSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(_ viewModel: TimetableViewModel) -> (WebTimetableScene, CapturingTimetableDelegate) {
        let scene = harness.factory.makeTimetableScene()
        let delegate = CapturingTimetableDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private let day = TimetableViewModel(
        days: ["Friday — Day 1", "Saturday — Day 2"], selectedDayIndex: 0, slotTimes: ["10:00", "10:15", "10:30", "10:45"],
        columns: [
            TimetableColumnViewModel(title: "Hall", eventIndexes: [0]),
            TimetableColumnViewModel(title: "Stage", eventIndexes: [1, 2]),
        ],
        events: [
            TimetableEventViewModel(
                id: "e/0", title: "Drawing <script>alert(1)</script>", timeRange: "10:00–10:30", firstSlot: 0, slotCount: 2,
                isFavourite: false),
            TimetableEventViewModel(
                id: "e1", title: "Opening", timeRange: "10:00–10:15", firstSlot: 0, slotCount: 1, isFavourite: false),
            TimetableEventViewModel(
                id: "e2", title: "Parade", timeRange: "10:30–11:00", firstSlot: 2, slotCount: 2, isFavourite: true,
                isClashing: true, friends: "Alex ★"),
        ],
        nowSlot: 1, roomNames: ["Stage", "Hall", "Lobby"], chosenRoomIndexes: [1, 0], emptyMessage: nil)

    @Test(
        "Given a day, when the page is written, then it is a table of rooms by time in a sideways-scrolling wrapper, events span their rows and link to their pages, and a title with markup is text"
    )
    func writesTheGrid() throws {
        let (scene, delegate) = loadedScene(day)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Timetable")
        #expect(scene.address.text == "/timetable")
        let wrapper = try #require(page.all("div").first { $0.attributes["class"] == "timetable" })
        let table = try #require(wrapper.all("table").first)
        #expect(table.all("caption").first?.text == "Friday — Day 1: rooms by time of day")
        #expect(table.all("thead").first?.all("th").map(\.text) == ["Time", "Hall", "Stage"])
        #expect(table.all("th").allSatisfy { $0.attributes["scope"] != nil })
        let rows = try #require(table.all("tbody").first).all("tr")
        #expect(rows.map { $0.all("td").count } == [2, 1, 2, 1])
        #expect(rows.first?.all("td").first?.attributes["rowspan"] == "2")
        #expect(rows[1].all("th").first?.text == "10:15 now")
        #expect(page.linkAddresses == ["/events/e%2F0", "/events/e1", "/events/e2"])
        #expect(page.text.contains("Drawing <script>alert(1)</script>"))
        #expect(!html.contains("<script>"))
        #expect(page.text.contains("★ favourite clash"))
        #expect(page.text.contains("Alex ★"))
    }

    @Test("Given rooms chosen, when the page is written, then the chosen rooms come first, ticked, each checkbox with its label")
    func writesTheRooms() {
        let (scene, _) = loadedScene(day)
        let page = harness.page(of: scene).page

        let boxes = page.all("input").filter { $0.attributes["type"] == "checkbox" }
        #expect(boxes.map { $0.attributes["value"] } == ["1", "0", "2"])
        #expect(boxes.map { $0.attributes["checked"] != nil } == [true, true, false])
        let labels = Dictionary(
            uniqueKeysWithValues: page.all("label").compactMap { label in
                label.attributes["for"].map { ($0, label.text) }
            })
        #expect(boxes.map { labels[$0.attributes["id"] ?? ""] } == ["Hall", "Stage", "Lobby"])
    }

    @Test("Given the page, when a day, rooms and every room are posted, then the presenter hears the indexes in order")
    func acts() throws {
        let (scene, delegate) = loadedScene(day)
        let forms = harness.page(of: scene).page.forms

        try harness.post(try #require(forms.last { $0.action == "day" }), to: scene)
        try scene.act(on: WebForm(action: "rooms", fields: [("room", "2"), ("room", "0"), ("room", "2")]))
        try harness.post(try #require(forms.last { $0.action == "rooms" }), to: scene)

        #expect(delegate.calls == ["day 1", "rooms [2, 0]", "rooms []"])
    }

    @Test("Given a day or a room out of range or an unknown action, then the form is refused and the presenter hears nothing")
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(day)

        #expect(throws: WebFormError.malformedField("day")) { try scene.act(on: WebForm(action: "day", fields: [("day", "-1")])) }
        #expect(throws: WebFormError.malformedField("room")) {
            try scene.act(on: WebForm(action: "rooms", fields: [("room", "0"), ("room", "3")]))
        }
        #expect(throws: WebFormError.unknownAction("select")) {
            try scene.act(on: WebForm(action: "select", fields: [("id", "e1")]))
        }
        #expect(delegate.calls.isEmpty)
    }

    @Test(
        "Given nothing yet, then the page loads; given a day without events, then it says the presenter's words and has no table")
    func loadingAndEmpty() {
        let scene = harness.factory.makeTimetableScene()
        #expect(harness.page(of: scene).page.text.contains("Loading…"))
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "day", fields: [("day", "0")])) }

        scene.show(
            TimetableViewModel(
                days: ["Friday"], selectedDayIndex: 0, slotTimes: [], columns: [], events: [], nowSlot: nil, roomNames: [],
                chosenRoomIndexes: [], emptyMessage: "No events on this day."))
        let page = harness.page(of: scene).page
        #expect(page.text.contains("No events on this day."))
        #expect(page.all("table").isEmpty)
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeTimetableScene()
        scene.show(day)
        let (title, page, _) = harness.page(of: scene)

        #expect(title == "Zeitplan")
        #expect(page.all("th").first?.text == "Zeit")
    }
}

@MainActor
private final class CapturingTimetableDelegate: TimetableSceneDelegate {
    var loads = 0
    var calls: [String] = []

    func timetableSceneDidLoad() { loads += 1 }
    func timetableSceneDidSelectDay(at index: Int) { calls.append("day \(index)") }
    func timetableSceneDidSelectEvent(id: String) { calls.append("select \(id)") }
    func timetableSceneDidChooseRooms(at indexes: [Int]) { calls.append("rooms \(indexes)") }
}
