import ConbookConsole
import ConbookCore
import ConbookModuleKit
import ConbookNews
import Testing

@MainActor
@Suite("Console news scene")
struct ConsoleNewsSceneTests {
    let output = CapturingConsoleOutput()
    let delegate = CapturingNewsSceneDelegate()
    let scene: ConsoleNewsScene

    static let viewModel = NewsViewModel(sections: [
        NewsSectionViewModel(title: "Countdown", rows: [.message("The convention is on: day 1 of 3.")]),
        NewsSectionViewModel(
            title: "Running now",
            rows: [
                .event(
                    NewsEventRowViewModel(
                        id: "opening", title: "Opening Ceremony", timeRange: "10:00–11:00", room: "Main Stage",
                        status: "until 11:00",
                        isFavourite: true))
            ]),
        NewsSectionViewModel(
            title: "Upcoming",
            rows: [
                .event(
                    NewsEventRowViewModel(
                        id: "drawing", title: "Drawing Paws", timeRange: "10:45–12:00", room: "Panel Room", status: "in 15 min",
                        isFavourite: false))
            ]),
        NewsSectionViewModel(
            title: "Announcements · 1 unread",
            rows: [
                .announcement(
                    NewsAnnouncementRowViewModel(
                        id: "room-change", title: "Room change", byline: "Con Ops · Wednesday 19 August 09:00",
                        text: RichText(plain: "The art show tour moved to the Panel Room."), isUnread: true)),
                .announcement(
                    NewsAnnouncementRowViewModel(
                        id: "welcome", title: "Welcome!", byline: "Con Ops · Wednesday 19 August 08:00",
                        text: RichText(plain: "Registration opens at 9:00."))),
            ]),
    ])

    init() {
        scene = ConsoleNewsScene(screen: output.makeScreen())
        scene.setDelegate(delegate)
    }

    @Test("Given the scene appears, then it reports that it loaded, once")
    func reportsLoadOnce() {
        #expect(delegate.reports.isEmpty)
        scene.appear()
        scene.appear()
        #expect(delegate.reports == [.loaded])
    }

    @Test(
        "Given News, when rendered, then sections follow in order, events and announcements are numbered, unread ones marked new")
    func rendersNews() {
        scene.show(Self.viewModel)
        #expect(
            scene.render() == [
                "News",
                "",
                "Countdown",
                "  The convention is on: day 1 of 3.",
                "",
                "Running now",
                "  [1] ★ 10:00–11:00  Opening Ceremony — Main Stage · until 11:00",
                "",
                "Upcoming",
                "  [2]   10:45–12:00  Drawing Paws — Panel Room · in 15 min",
                "",
                "Announcements · 1 unread",
                "  [3] new Room change",
                "    Con Ops · Wednesday 19 August 09:00",
                "    The art show tour moved to the Panel Room.",
                "",
                "  [4] Welcome!",
                "    Con Ops · Wednesday 19 August 08:00",
                "    Registration opens at 9:00.",
            ])
    }

    @Test("Given numbered rows, when items 2 and 4 are selected, then the delegate hears which rows they are")
    func selectsTheNumberedRows() throws {
        scene.show(Self.viewModel)
        try scene.perform("select 2")
        try scene.perform("4")
        #expect(delegate.reports == [.selectedRow(id: "event:drawing"), .selectedRow(id: "announcement:welcome")])
        #expect(throws: ConsoleCommandError.noSuchItem(number: 5, count: 4)) { try scene.perform("select 5") }
    }

    @Test("Given announcements, when `read` is given, then the delegate hears that they were read; without any, it says so")
    func marksAnnouncementsRead() throws {
        scene.show(Self.viewModel)
        try scene.perform("read")
        #expect(delegate.reports == [.markedAnnouncementsRead])

        scene.show(NewsViewModel(sections: [NewsSectionViewModel(title: "Countdown", rows: [.message("3 days until X")])]))
        #expect(throws: ConsoleCommandError.noAnnouncements) { try scene.perform("read") }
        #expect(ConsoleCommandError.noAnnouncements.description == "There are no announcements to mark as read.")
    }

    @Test("Given News, when a schedule command is given to it, then it does not take it")
    func refusesScheduleCommands() {
        scene.show(Self.viewModel)
        #expect(!scene.takes("search"))
        #expect(throws: ConsoleCommandError.notAvailableHere(command: "search")) { try scene.perform("search paws") }
        #expect(
            ConsoleCommandError.notAvailableHere(command: "search").description
                == "`search` does not work here; type `help` to list the commands that do.")
    }

    @Test("Given News, when `read` or `select` has arguments it does not take, then the error says what it needs")
    func refusesWrongArguments() {
        scene.show(Self.viewModel)
        #expect(throws: ConsoleCommandError.invalidArguments(command: "read", expected: "nothing after it", example: "read")) {
            try scene.perform("read all")
        }
        #expect(
            throws: ConsoleCommandError.invalidArguments(
                command: "select", expected: "the number of a listed item", example: "select 2")
        ) { try scene.perform("select two") }
        #expect(delegate.reports.isEmpty)
    }

    @Test("Given stored data that cannot be read, then one status line says so and it is reported once on stderr")
    func showsUnreadableData() {
        scene.show(NewsViewModel(sections: []))
        scene.showRefreshStatus(.unreadable("The stored data at x cannot be read (disk I/O error)."))
        scene.showRefreshStatus(.unreadable("The stored data at x cannot be read (disk I/O error)."))
        #expect(
            scene.render() == [
                "News", "The stored data at x cannot be read (disk I/O error).", "", "Nothing to show.",
            ])
        #expect(output.errors == "The stored data at x cannot be read (disk I/O error).\n")
    }

    @Test("Given a failed refresh, then one status line shows it and the problem is reported once on stderr")
    func showsAFailedRefresh() {
        scene.show(NewsViewModel(sections: []))
        scene.showRefreshStatus(.failed("The source could not be reached."))
        scene.showRefreshStatus(.failed("The source could not be reached."))
        #expect(
            scene.render() == [
                "News", "Refresh failed: The source could not be reached.", "", "Nothing to show.",
            ])
        #expect(output.errors == "Refresh failed: The source could not be reached.\n")
    }
}
