import ConbookConsole
import ConbookSchedule
import Testing

@MainActor
@Suite("Console schedule scene")
struct ConsoleScheduleSceneTests {
    let output = CapturingConsoleOutput()
    let delegate = CapturingScheduleSceneDelegate()
    let scene: ConsoleScheduleScene

    static func viewModel(isFavouritesOnly: Bool = false, selectedTrackIndex: Int? = nil) -> ScheduleViewModel {
        ScheduleViewModel(
            days: ["Wednesday 19 August — Day 1", "Thursday 20 August — Day 2", "Friday 21 August — Day 3"],
            selectedDayIndex: 0, searchText: "", isFavouritesOnly: isFavouritesOnly,
            trackNames: ["Art", "Stage", "Workshops"], selectedTrackIndex: selectedTrackIndex,
            roomNames: ["Main Stage", "Panel Room"], selectedRoomIndex: nil,
            heading: "Wednesday 19 August — Day 1",
            sections: [
                ScheduleSectionViewModel(title: "10:00", rows: [
                    ScheduleEventRowViewModel(
                        title: "Opening Ceremony", subtitle: "Welcome aboard", timeRange: "10:00–11:00",
                        room: "Main Stage", track: "Stage", isFavourite: false, tags: ["stage"]),
                    ScheduleEventRowViewModel(
                        title: "Drawing Paws", subtitle: "", timeRange: "10:00–12:00", room: "Panel Room",
                        track: "Workshops", isFavourite: true, tags: ["art", "workshop"]),
                ]),
                ScheduleSectionViewModel(title: "21:00", rows: [
                    ScheduleEventRowViewModel(
                        title: "Dance Party", subtitle: "", timeRange: "21:00–02:00", room: "Main Stage",
                        track: "Stage", isFavourite: false, tags: []),
                ]),
            ],
            emptyMessage: nil)
    }

    init() {
        scene = ConsoleScheduleScene(screen: output.makeScreen())
        scene.setDelegate(delegate)
        scene.show(Self.viewModel())
    }

    @Test("Given a day of the schedule, when rendered, then days, filters and every event show, numbered")
    func rendersADay() {
        #expect(scene.render() == [
            "Schedule: Wednesday 19 August — Day 1",
            "Days: [1 Wednesday 19 August — Day 1] · 2 Thursday 20 August — Day 2 ·",
            "      3 Friday 21 August — Day 3",
            "Filters: none",
            "",
            "10:00",
            "  [1]   10:00–11:00  Opening Ceremony — Main Stage · Stage  #stage",
            "        Welcome aboard",
            "  [2] ★ 10:00–12:00  Drawing Paws — Panel Room · Workshops  #art #workshop",
            "",
            "21:00",
            "  [3]   21:00–02:00  Dance Party — Main Stage · Stage",
        ])
    }

    @Test("Given filters are on, then the filters line names each")
    func rendersActiveFilters() {
        var filtered = Self.viewModel(isFavouritesOnly: true, selectedTrackIndex: 2)
        filtered.searchText = "paws"
        filtered.selectedRoomIndex = 1
        scene.show(filtered)
        #expect(scene.render()[3] == "Filters: search “paws” · track Workshops · room Panel Room · favourites only")
    }

    @Test("Given rows changed in the last update, when rendered, then each shows its change mark")
    func rendersChangeMarks() {
        var changed = Self.viewModel()
        changed.sections[0].rows[1].changeMark = "changed: room, start"
        changed.sections[1].rows[0].changeMark = "new"
        scene.show(changed)
        let lines = scene.render()
        #expect(lines[8...9] == [
            "  [2] ★ 10:00–12:00  Drawing Paws — Panel Room · Workshops  [changed: room,",
            "        start]  #art #workshop",
        ])
        #expect(lines.contains("  [3]   21:00–02:00  Dance Party — Main Stage · Stage  [new]"))
    }

    @Test("Given nothing is listed, then the empty message shows")
    func rendersTheEmptyMessage() {
        var empty = Self.viewModel(isFavouritesOnly: true)
        empty.sections = []
        empty.emptyMessage = "No favourites on this day."
        scene.show(empty)
        #expect(scene.render().suffix(2) == ["", "  No favourites on this day."])
    }

    @Test("Given numbered events across sections, when item 3 is selected, then it is the next section's first row")
    func selectsAcrossSections() throws {
        try scene.perform(.select(3))
        #expect(delegate.reports == [.selectedEvent(section: 1, row: 0)])
        #expect(throws: ConsoleCommandError.noSuchItem(number: 4, count: 3)) { try scene.perform(.select(4)) }
    }

    @Test("Given the schedule, when days, search and filters are chosen, then the delegate hears indexes")
    func forwardsChoices() throws {
        try scene.perform(.day(2))
        try scene.perform(.search("paws"))
        try scene.perform(.search(""))
        try scene.perform(.filterTrack("work"))
        try scene.perform(.filterTrack(nil))
        try scene.perform(.filterRoom("PANEL ROOM"))
        try scene.perform(.toggleFavouritesOnly)
        try scene.perform(.clearFilters)
        try scene.perform(.refresh)
        #expect(delegate.reports == [
            .selectedDay(1), .searched("paws"), .searched(""), .selectedTrack(2), .selectedTrack(nil),
            .selectedRoom(1), .favouritesOnly(true), .clearedFilters, .requestedRefresh,
        ])
    }

    @Test("Given the schedule, when a day or name does not exist, then the error says what does")
    func refusesUnknownChoices() {
        #expect(throws: ConsoleCommandError.noSuchDay(number: 4, count: 3)) { try scene.perform(.day(4)) }
        #expect(throws: ConsoleCommandError.noMatch(kind: "track", query: "music", options: ["Art", "Stage", "Workshops"])) {
            try scene.perform(.filterTrack("music"))
        }
        #expect(throws: ConsoleCommandError.notAvailableHere(.toggleFavourite)) { try scene.perform(.toggleFavourite) }
        #expect(delegate.reports.isEmpty)
    }
}
