import ConbookCore
import ConbookDirector
import ConbookEventDetail
import ConbookModuleKit
import ConbookSchedule
import ConbookTesting
import Testing

/// A scene that is only a name, for the session's own rules.
@MainActor
final class NamedScene: Scene, CustomStringConvertible {
    let description: String

    init(_ name: String) {
        description = name
    }
}

@MainActor
@Suite("Session: the stacks, the path back and the menu scenes, for every front end")
struct SessionTests {
    let core: ConbookTestContext
    let session: Session
    let news = NamedScene("news")
    let schedule = NamedScene("schedule")
    let changes = NamedScene("changes")
    private let told: Told

    /// What the session told the front end, in order.
    @MainActor
    private final class Told {
        var added: [String] = []
        var visible: [String] = []
    }

    init() throws {
        core = try ConbookTestContext()
        let told = Told()
        self.told = told
        session = Session(
            conbook: core.conbook, whenAdded: { told.added.append("\($0)") }, whenVisible: { told.visible.append("\($0)") })
        session.showSections([
            Section(name: "News", title: "Neuigkeiten", scene: news),
            Section(name: "Schedule", title: "Programm", scene: schedule),
            Section(name: "Changes", title: "Änderungen", scene: changes),
        ])
    }

    private var visible: String? { session.visibleScene.map { "\($0)" } }

    @Test("Given sections shown, then the first is selected, every root was added and only the first became visible")
    func showsTheFirstSection() {
        #expect(session.sections.map(\.name) == ["News", "Schedule", "Changes"])
        #expect(session.sections.map(\.title) == ["Neuigkeiten", "Programm", "Änderungen"])
        #expect(session.selectedSectionIndex == 0)
        #expect(told.added == ["news", "schedule", "changes"])
        #expect(told.visible == ["news"])
    }

    @Test("Given a scene pushed in the Schedule, when the user switches to News and back, then each section kept its stack")
    func keepsAStackPerSection() {
        session.selectSection(at: 1)
        session.push(NamedScene("event"))
        session.selectSection(at: 0)
        #expect(visible == "news")
        session.selectSection(at: 1)
        #expect(visible == "event")
        #expect(session.depth == 2)
        #expect(told.visible == ["news", "schedule", "event", "news", "event"])
    }

    @Test(
        "Given About presented over an event of the Schedule, when the user switches sections and back, then the event shows: the menu scene left with its section"
    )
    func menuSceneLeavesWithItsSection() {
        session.selectSection(at: 1)
        session.push(NamedScene("event"))
        session.present(NamedScene("about"))
        session.push(NamedScene("credits"))

        session.selectSection(at: 2)
        session.selectSection(at: 1)

        #expect(session.visibleStack.map { "\($0)" } == ["schedule", "event"])
    }

    @Test("Given a path through two sections, when the user goes back, then back follows the path and stops at its start")
    func goesBackAlongThePath() {
        session.selectSection(at: 1)
        session.push(NamedScene("event"))
        session.selectSection(at: 0)

        #expect(session.goBack())
        #expect(visible == "event")
        #expect(session.goBack())
        #expect(visible == "schedule")
        #expect(session.goBack())
        #expect(visible == "news")
        #expect(!session.goBack())
    }

    @Test("Given a scene with one above it, when the Director dismisses it, then both leave and the one below shows")
    func dismissesAScene() {
        let login = NamedScene("login")
        session.push(login)
        session.push(NamedScene("help"))

        session.dismiss(login)

        #expect(visible == "news")
        #expect(told.visible.last == "news")
    }

    @Test(
        "Given an event over the Schedule, when an action of the Schedule succeeds, then the session went back to it; when one fails, the event is put back"
    )
    func actsOnASceneBelow() throws {
        struct Refused: Error {}
        session.selectSection(at: 1)
        session.push(NamedScene("event"))

        #expect(throws: Refused.self) { try session.act(on: schedule) { () throws(Refused) in throw Refused() } }
        #expect(visible == "event")

        session.act(on: schedule) {}
        #expect(visible == "schedule")
    }

    @Test("Given a scene shown alone, then there are no sections, a push goes on top of it and closing ends the session")
    func showsAStandaloneScene() {
        session.showStandalone(NamedScene("download"))
        #expect(session.sections.isEmpty)
        #expect(session.selectedSectionIndex == nil)
        #expect(!session.selectSection(at: 0))
        session.push(NamedScene("login"))
        #expect(session.depth == 2)
        session.close()
        #expect(session.isClosed)
    }

    @Test("Given a refresh started, when the front end waits for the session to settle, then the refresh has finished")
    func settlesAfterARefresh() async {
        core.conbook.refreshConvention.startRefresh()
        await session.settled()
        #expect(!core.conbook.refreshConvention.isRefreshing)
    }
}

@MainActor
@Suite("Session: two at once over one Conbook")
struct TwoSessionsTests {
    @Test(
        "Given two people with their own Director and session over one Conbook, when one opens an event and makes it a favourite, then the other's stack is untouched and its Schedule shows the favourite"
    )
    func twoSessionsShareTheStoreNotTheStack() async throws {
        let core = try ConbookTestContext()
        let first = AppTestEnvironment(core: core)
        let second = AppTestEnvironment(core: core)
        await first.start()
        await second.start()

        first.selectSection("Schedule")
        first.schedule?.simulateSelectingEvent(titled: "Dance Party")
        first.visible(CapturingEventDetailScene.self)?.simulateTogglingFavourite()
        await core.settle()

        #expect(first.navigator.session.depth == 2)
        #expect(second.navigator.selectedSectionTitle == "News")
        #expect(second.navigator.session.depth == 1)
        let row = second.schedule?.viewModel?.sections.flatMap(\.rows).first { $0.title == "Dance Party" }
        #expect(row?.isFavourite == true)
    }
}
