import ConbookConsole
import ConbookSchedule
import Testing

@MainActor
@Suite("Console schedule scene: who else goes and a friend's filter")
struct ConsoleScheduleFriendsTests {
    let output = CapturingConsoleOutput()
    let delegate = CapturingScheduleSceneDelegate()
    let scene: ConsoleScheduleScene

    /// Day 1 with Alex and Sam kept, the opening picked by both, the filter by Sam on.
    static func viewModel() -> ScheduleViewModel {
        var viewModel = ConsoleScheduleSceneTests.viewModel()
        viewModel.sections[0].rows[0].friends = "Alex ★, Sam ★"
        viewModel.friendNames = ["Alex", "Sam", "Samira"]
        viewModel.selectedFriendIndex = 1
        return viewModel
    }

    init() {
        scene = ConsoleScheduleScene(screen: output.makeScreen())
        scene.setDelegate(delegate)
        scene.show(Self.viewModel())
    }

    @Test(
        "Given the opening picked by Alex and Sam and the filter by Sam, when rendered, then the row names both, the filters line Sam"
    )
    func rendersFriends() {
        let lines = scene.render()

        #expect(lines[3] == "Filters: picked by Sam")
        #expect(lines[6...7] == ["  [1]   10:00–11:00  Opening Ceremony — Main Stage · Stage  Alex ★, Sam ★", "        #stage"])
        #expect(scene.shownFilter?.friendName == "Sam")
    }

    @Test(
        "Given Alex, Sam and Samira kept, when `filter friend` names one exactly, by a unique prefix, or alone, then the delegate hears that friend or none; an ambiguous prefix is refused listing them"
    )
    func filterFriend() throws {
        try scene.perform("filter friend sam")
        try scene.perform("filter friend al")
        try scene.perform("filter friend")

        #expect(delegate.reports == [.selectedFriend(1), .selectedFriend(0), .selectedFriend(nil)])
        #expect(
            throws: ConsoleCommandError.ambiguous(kind: .init(.kindFriend), query: "s", candidates: ["Sam", "Samira"])
        ) {
            try scene.perform("filter friend s")
        }
    }
}
