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
                ScheduleSectionViewModel(
                    title: "10:00",
                    rows: [
                        ScheduleEventRowViewModel(
                            id: "opening", title: "Opening Ceremony", subtitle: "Welcome aboard", timeRange: "10:00–11:00",
                            room: "Main Stage", track: "Stage", isFavourite: false, tags: ["stage"]),
                        ScheduleEventRowViewModel(
                            id: "drawing", title: "Drawing Paws", subtitle: "", timeRange: "10:00–12:00", room: "Panel Room",
                            track: "Workshops", isFavourite: true, tags: ["art", "workshop"]),
                    ]),
                ScheduleSectionViewModel(
                    title: "21:00",
                    rows: [
                        ScheduleEventRowViewModel(
                            id: "dance", title: "Dance Party", subtitle: "", timeRange: "21:00–02:00", room: "Main Stage",
                            track: "Stage", isFavourite: false, tags: [])
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
        #expect(
            scene.render() == [
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
        #expect(
            lines[8...9] == [
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
        try scene.perform("select 3")
        #expect(delegate.reports == [.selectedEvent(id: "dance")])
        #expect(throws: ConsoleCommandError.noSuchItem(number: 4, count: 3)) { try scene.perform("4") }
    }

    @Test("Given the schedule, when days, search and filters are chosen, then the delegate hears indexes")
    func forwardsChoices() throws {
        try scene.perform("day 2")
        try scene.perform("search paws")
        try scene.perform("search")
        try scene.perform("filter track work")
        try scene.perform("filter track")
        try scene.perform("filter room PANEL ROOM")
        try scene.perform("filter favourites")
        try scene.perform("filter none")
        #expect(
            delegate.reports == [
                .selectedDay(1), .searched("paws"), .searched(""), .selectedTrack(2), .selectedTrack(nil),
                .selectedRoom(1), .favouritesOnly(true), .clearedFilters,
            ])
    }

    @Test(
        "Given the second of three pages, when rendered, then it says which events show, numbers them from 1 and says how to turn the page"
    )
    func rendersAPage() throws {
        var paged = Self.viewModel()
        paged.page = SchedulePageViewModel(
            index: 1, count: 3, eventCount: 7, shownEvents: 4...6, summary: "events 4–6 of 7 · page 2 of 3")
        scene.show(paged)

        let lines = scene.render()

        #expect(lines[4...6] == ["Showing events 4–6 of 7 · page 2 of 3", "", "10:00"])
        #expect(lines[7] == "  [1]   10:00–11:00  Opening Ceremony — Main Stage · Stage  #stage")
        #expect(
            lines.suffix(3) == [
                "", "`next` shows page 3, `previous` shows page 1; `page N` shows any page from 1", "  to 3.",
            ])
        try scene.perform("select 3")
        #expect(delegate.reports == [.selectedEvent(id: "dance")])
    }

    @Test("Given the first and the last page, when rendered, then only the way that exists is offered")
    func rendersTheWaysToTurnThePage() {
        var paged = Self.viewModel()
        paged.page = SchedulePageViewModel(index: 0, count: 2, eventCount: 5, shownEvents: 1...3, summary: "s")
        scene.show(paged)
        #expect(scene.render().last == "`next` shows page 2; `page N` shows any page from 1 to 2.")

        paged.page.index = 1
        scene.show(paged)
        #expect(scene.render().last == "`previous` shows page 1; `page N` shows any page from 1 to 2.")
    }

    @Test("Given pages, when the user turns them, then the delegate hears page indexes")
    func forwardsPageTurns() throws {
        var paged = Self.viewModel()
        paged.page = SchedulePageViewModel(index: 1, count: 3, eventCount: 7, shownEvents: 4...6, summary: "s")
        scene.show(paged)

        try scene.perform("next")
        try scene.perform("previous")
        try scene.perform("page 3")
        try scene.perform("page 1")
        try scene.perform("MORE")
        try scene.perform("prev")

        #expect(
            delegate.reports == [
                .selectedPage(2), .selectedPage(0), .selectedPage(2), .selectedPage(0), .selectedPage(2), .selectedPage(0),
            ])
    }

    @Test("Given three pages, when the user asks for a page that does not exist, then the error says which do")
    func refusesPagesOutOfRange() {
        var paged = Self.viewModel()
        paged.page = SchedulePageViewModel(index: 2, count: 3, eventCount: 7, shownEvents: 7...7, summary: "s")
        scene.show(paged)

        #expect(throws: ConsoleCommandError.noSuchPage(number: 0, count: 3)) { try scene.perform("page 0") }
        #expect(throws: ConsoleCommandError.noSuchPage(number: 999, count: 3)) { try scene.perform("page 999") }
        #expect(throws: ConsoleCommandError.noNextPage(count: 3)) { try scene.perform("next") }
        paged.page.index = 0
        scene.show(paged)
        #expect(throws: ConsoleCommandError.noPreviousPage) { try scene.perform("previous") }
        #expect(delegate.reports.isEmpty)
    }

    @Test("Given everything on one page, when rendered, then nothing is said about pages, and turning refuses")
    func onePage() {
        let lines = scene.render()

        #expect(!lines.contains { $0.contains("page") || $0.hasPrefix("Showing") })
        #expect(throws: ConsoleCommandError.noNextPage(count: 1)) { try scene.perform("next") }
        #expect(throws: ConsoleCommandError.noSuchPage(number: 2, count: 1)) { try scene.perform("page 2") }
    }

    @Test("Given page errors, when described, then they say what exists in plain words")
    func describesPageErrors() {
        #expect(
            ConsoleCommandError.noSuchPage(number: 999, count: 3).description
                == "There is no page 999; choose a number from 1 to 3.")
        #expect(ConsoleCommandError.noSuchPage(number: 0, count: .max).description == "There is no page 0; pages count from 1.")
        #expect(ConsoleCommandError.noSuchLink(number: 5, count: 0).description == "There is no link 5: this page has no links.")
        #expect(
            ConsoleCommandError.noSuchLink(number: 5, count: 2).description == "There is no link 5; choose a number from 1 to 2.")
        #expect(
            ConsoleCommandError.noSuchPage(number: 0, count: 3).description
                == "There is no page 0; choose a number from 1 to 3.")
        #expect(ConsoleCommandError.noSuchPage(number: 2, count: 1).description == "There is only one page.")
        #expect(
            ConsoleCommandError.noNextPage(count: 3).description
                == "There is no next page: this is the last (page 3 of 3).")
        #expect(
            ConsoleCommandError.noNextPage(count: 1).description
                == "There is no next page: everything is on this one.")
        #expect(ConsoleCommandError.noPreviousPage.description == "There is no previous page: this is the first.")
    }

    @Test("Given `page` without a number or `next` with one, when given, then the error says what the command needs")
    func refusesBadPageCommands() {
        #expect(
            throws: ConsoleCommandError.invalidArguments(
                command: "page", expected: "the number of a page", example: "page 2")
        ) { try scene.perform("page") }
        #expect(
            throws: ConsoleCommandError.invalidArguments(
                command: "page", expected: "the number of a page", example: "page 2")
        ) { try scene.perform("page two") }
        #expect(
            throws: ConsoleCommandError.invalidArguments(
                command: "next", expected: "nothing after it", example: "next")
        ) { try scene.perform("next 2") }
        #expect(
            throws: ConsoleCommandError.invalidArguments(
                command: "prev", expected: "nothing after it", example: "prev")
        ) { try scene.perform("prev page") }
        #expect(delegate.reports.isEmpty)
    }

    @Test(
        "Given a missing or bad number, an unknown filter or arguments where none belong, when given, then it is refused in words"
    )
    func refusesWrongArguments() {
        for line in [
            "select", "select two", "select 0", "select -1", "day", "day 1.5", "filter", "filter colour red", "filter none now",
            "filter favourites please",
        ] {
            #expect(throws: ConsoleCommandError.self, "\(line)") { try scene.perform(line) }
        }
        #expect(
            throws: ConsoleCommandError.invalidArguments(
                command: "select", expected: "the number of a listed item", example: "select 2")
        ) { try scene.perform("select two") }
        #expect(
            ConsoleCommandError.invalidArguments(command: "select", expected: "the number of a listed item", example: "select 2")
                .description == "`select` needs the number of a listed item, e.g. `select 2`.")
        #expect(
            throws: ConsoleCommandError.invalidArguments(
                command: "filter",
                expected:
                    "`track NAME`, `room NAME`, `language CODE`, `friend NAME`, `host NAME`, `favourites`, `unrecorded`, `hidden` or `none`",
                example: "filter track art")
        ) {
            try scene.perform("filter colour red")
        }
        #expect(
            throws: ConsoleCommandError.invalidArguments(
                command: "filter none", expected: "nothing after it", example: "filter none")
        ) { try scene.perform("filter none now") }
        #expect(delegate.reports.isEmpty)
    }

    @Test("Given the schedule, when a day or name does not exist, then the error says what does")
    func refusesUnknownChoices() {
        #expect(throws: ConsoleCommandError.noSuchDay(number: 4, count: 3)) { try scene.perform("day 4") }
        #expect(throws: ConsoleCommandError.noSuchDay(number: 0, count: 3)) { try scene.perform("day 0") }
        #expect(throws: ConsoleCommandError.noSuchDay(number: -1, count: 3)) { try scene.perform("day -1") }
        #expect(throws: ConsoleCommandError.noSuchItem(number: 0, count: 3)) { try scene.perform("select 0") }
        #expect(throws: ConsoleCommandError.noSuchItem(number: 0, count: 3)) { try scene.perform("0") }
        #expect(
            ConsoleCommandError.noSuchDay(number: 0, count: 3).description == "There is no day 0; choose a number from 1 to 3.")
        #expect(
            ConsoleCommandError.noSuchItem(number: 0, count: 3).description
                == "There is no item 0 here; choose a number from 1 to 3.")
        #expect(
            throws: ConsoleCommandError.noMatch(kind: .init(.kindTrack), query: "music", options: ["Art", "Stage", "Workshops"])
        ) {
            try scene.perform("filter track music")
        }
        #expect(throws: ConsoleCommandError.notAvailableHere(command: "favourite")) { try scene.perform("favourite") }
        #expect(delegate.reports.isEmpty)
    }
}
