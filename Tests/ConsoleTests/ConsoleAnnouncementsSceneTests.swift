import ConbookAnnouncements
import ConbookConsole
import Testing

@MainActor
@Suite("Console announcements scene")
struct ConsoleAnnouncementsSceneTests {
    let output = CapturingConsoleOutput()
    let delegate = CapturingAnnouncementsSceneDelegate()
    let scene: ConsoleAnnouncementsScene

    static let viewModel = AnnouncementsViewModel(
        heading: "2 current announcements · 1 unread · 1 expired",
        sections: [
            AnnouncementsSectionViewModel(
                title: "Current",
                rows: [
                    AnnouncementRowViewModel(
                        id: "room-change", title: "Room change", byline: "Con Ops · Program · Wednesday 19 August 09:00",
                        validity: "until Friday 21 August 23:00", isUnread: true),
                    AnnouncementRowViewModel(
                        id: "welcome", title: "Welcome!", byline: "Con Ops · Info · Wednesday 19 August 08:00",
                        validity: "until Friday 21 August 23:00", isUnread: false),
                ]),
            AnnouncementsSectionViewModel(
                title: "Expired",
                rows: [
                    AnnouncementRowViewModel(
                        id: "lost-and-found", title: "Lost and found", byline: "Wednesday 19 August 07:00",
                        validity: "expired Wednesday 19 August 09:00", isUnread: false)
                ]),
        ],
        emptyMessage: nil)

    init() {
        scene = ConsoleAnnouncementsScene(screen: output.makeScreen())
        scene.setDelegate(delegate)
    }

    @Test(
        "Given current and expired announcements, when rendered, then the current ones come first, then the expired ones, all numbered, unread ones marked new"
    )
    func rendersBothSections() {
        scene.show(Self.viewModel)

        let lines = scene.render()

        #expect(
            lines == [
                "Announcements",
                "2 current announcements · 1 unread · 1 expired",
                "",
                "Current",
                "  [1] new Room change",
                "    Con Ops · Program · Wednesday 19 August 09:00 · until Friday 21 August",
                "    23:00",
                "  [2] Welcome!",
                "    Con Ops · Info · Wednesday 19 August 08:00 · until Friday 21 August 23:00",
                "",
                "Expired",
                "  [3] Lost and found",
                "    Wednesday 19 August 07:00 · expired Wednesday 19 August 09:00",
            ])
        #expect(lines.allSatisfy { $0.count <= 78 })
    }

    @Test(
        "Given the list, when `select N` is given, then the delegate hears the N-th row, counted across both sections; a number past the end says so"
    )
    func selects() throws {
        scene.show(Self.viewModel)

        try scene.perform("select 3")
        try scene.perform("1")

        #expect(delegate.reports == [.selectedAnnouncement(id: "lost-and-found"), .selectedAnnouncement(id: "room-change")])
        #expect(throws: ConsoleCommandError.noSuchItem(number: 4, count: 3)) { try scene.perform("select 4") }
    }

    @Test("Given no announcements, when rendered, then it says so and there is nothing to select")
    func rendersNone() {
        scene.show(
            AnnouncementsViewModel(
                heading: "No announcements", sections: [], emptyMessage: "The organisers have posted no announcements."))

        #expect(scene.render() == ["Announcements", "", "  The organisers have posted no announcements."])
        #expect(throws: ConsoleCommandError.noSuchItem(number: 1, count: 0)) { try scene.perform("1") }
    }

    @Test("Given the scene before its first listing, then it says it is loading and `select` waits")
    func loading() {
        let unloaded = ConsoleAnnouncementsScene(screen: output.makeScreen())

        #expect(unloaded.render() == ["Announcements", "Loading…"])
        #expect(throws: ConsoleCommandError.notLoadedYet) { try unloaded.perform("select 1") }
    }
}
