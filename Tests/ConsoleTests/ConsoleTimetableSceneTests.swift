import ConbookConsole
import ConbookTimetable
import Testing

@MainActor
@Suite("Console timetable scene")
struct ConsoleTimetableSceneTests {
    /// Six rooms with an event each, a quarter of an hour apart, the second a favourite.
    private static let sixRooms = TimetableViewModel(
        days: ["Friday 2 October — Day 1"], selectedDayIndex: 0,
        slotTimes: ["10:00", "10:15", "10:30", "10:45", "11:00", "11:15"],
        columns: (0..<6).map { TimetableColumnViewModel(title: "Room \($0 + 1)", eventIndexes: [$0]) },
        events: (0..<6).map {
            TimetableEventViewModel(
                id: "event-\($0 + 1)", title: "A rather long title of event number \($0 + 1)", timeRange: "10:00–11:00",
                firstSlot: $0 % 3,
                slotCount: 3, isFavourite: $0 == 1)
        },
        nowSlot: 4, roomNames: (1...6).map { "Room \($0)" }, chosenRoomIndexes: [], emptyMessage: nil)

    private func scene(width: Int = 80) -> (ConsoleTimetableScene, CapturingConsoleOutput) {
        let output = CapturingConsoleOutput()
        let scene = ConsoleTimetableScene(screen: ConsoleScreen(output: output, style: .plain, width: .fixed(width)))
        scene.show(Self.sixRooms)
        return (scene, output)
    }

    @Test(
        "Given six rooms on an 80-column screen, when rendered, then four columns fit, no line is wider, titles are cut to fit, the favourite is starred and the current row marked; `next` shows the other two"
    )
    func pagingColumns() throws {
        let (scene, _) = scene()

        let first = scene.render()
        #expect(first.allSatisfy { $0.count <= 80 })
        #expect(first.contains("Columns 1–4 of 6 (busiest first)"))
        #expect(first.contains { $0.hasPrefix(" 10:00│[1]A rather long…│                 │") })
        #expect(first.contains { $0.hasPrefix(" 10:15│   10:00–11:00   │[2]★A rather lon…│") })
        #expect(first.contains { $0.hasPrefix("▶11:00│") })

        try scene.perform("next")
        let second = scene.render()
        #expect(second.contains("Columns 5–6 of 6 (busiest first)"))
        #expect(second.contains { $0.contains("Room 5") && $0.contains("Room 6") && !$0.contains("Room 4") })
        #expect(throws: ConsoleCommandError.self) { try scene.perform("next") }
    }

    @Test(
        "Given the timetable, when a day or an event number names nothing (0 and negative ones too), then the error says which numbers there are"
    )
    func refusesNumbersThatNameNothing() throws {
        let (scene, _) = scene()
        let delegate = CapturingTimetableSceneDelegate()
        scene.setDelegate(delegate)
        #expect(throws: ConsoleCommandError.noSuchDay(number: 0, count: 1)) { try scene.perform("day 0") }
        #expect(throws: ConsoleCommandError.noSuchDay(number: 2, count: 1)) { try scene.perform("day 2") }
        #expect(throws: ConsoleCommandError.noSuchItem(number: 0, count: 6)) { try scene.perform("select 0") }
        #expect(throws: ConsoleCommandError.noSuchItem(number: -3, count: 6)) { try scene.perform("-3") }
        #expect(throws: ConsoleCommandError.noSuchItem(number: 7, count: 6)) { try scene.perform("7") }
        try scene.perform("6")
        #expect(delegate.reports.filter { $0 != .loaded } == [.selectedEvent(id: "event-6")])
    }

    @Test("Given a narrow screen, when rendered, then one column shows at a time and still fits")
    func narrow() {
        let (scene, _) = scene(width: 30)

        let lines = scene.render()

        #expect(lines.contains { $0.hasPrefix("Columns 1–1 of 6") })
        #expect(lines.filter { $0.contains("│") }.allSatisfy { $0.count <= 30 })
    }

    @Test("Given an event Alex and Sam picked, when rendered, then its box's third row names them, cut to fit")
    func whoElseGoes() {
        var viewModel = Self.sixRooms
        viewModel.events[0].friends = "Alex ★, Sam ★"
        let (scene, _) = scene()
        scene.show(viewModel)

        let lines = scene.render()

        #expect(lines.contains { $0.hasPrefix(" 10:30│   Alex ★, Sam ★ │") })
    }
}
