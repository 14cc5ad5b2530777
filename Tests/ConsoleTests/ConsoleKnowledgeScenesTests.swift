import ConbookConsole
import ConbookCore
import ConbookKnowledge
import ConbookKnowledgeDetail
import ConbookKnowledgeGroup
import ConbookModuleKit
import Testing

@MainActor
@Suite("Console knowledge scenes")
struct ConsoleKnowledgeScenesTests {
    let output = CapturingConsoleOutput()

    @Test("Given groups, when rendered, then each is numbered with its entries and description; `select N` opens one")
    func groups() throws {
        let delegate = CapturingKnowledgeSceneDelegate()
        let scene = ConsoleKnowledgeScene(screen: output.makeScreen())
        scene.setDelegate(delegate)
        scene.show(
            KnowledgeViewModel(
                heading: "2 groups, 3 entries",
                groups: [
                    KnowledgeGroupRowViewModel(
                        id: "travel", title: "Travel", subtitle: "Getting here", iconCode: "f3c5", entryCount: "2 entries"),
                    KnowledgeGroupRowViewModel(id: "rules", title: "Rules", entryCount: "1 entry"),
                ]))

        #expect(
            scene.render() == [
                "Knowledge: 2 groups, 3 entries",
                "",
                "  [1] Travel — 2 entries",
                "      Getting here",
                "  [2] Rules — 1 entry",
                "",
                "`search TEXT` searches every entry",
            ])
        try scene.perform("select 2")
        try scene.perform("search bus stop")
        #expect(delegate.reports == [.selectedGroup(id: "rules"), .searched("bus stop")])
        #expect(throws: ConsoleCommandError.noSuchItem(number: 3, count: 2)) { try scene.perform("3") }
    }

    @Test("Given a search, when rendered, then the entries found are numbered across their groups; `select N` opens one")
    func results() throws {
        let delegate = CapturingKnowledgeSceneDelegate()
        let scene = ConsoleKnowledgeScene(screen: output.makeScreen())
        scene.setDelegate(delegate)
        scene.show(
            KnowledgeViewModel(
                heading: "3 entries found for “bus”", searchText: "bus",
                results: [
                    KnowledgeResultSectionViewModel(
                        title: "Travel",
                        rows: [
                            KnowledgeResultRowViewModel(id: "shuttle", title: "Shuttle bus"),
                            KnowledgeResultRowViewModel(id: "night", title: "Night bus"),
                        ]),
                    KnowledgeResultSectionViewModel(
                        title: "Rules", rows: [KnowledgeResultRowViewModel(id: "no-buses", title: "No buses inside")]),
                ]))

        #expect(
            scene.render() == [
                "Knowledge: 3 entries found for “bus”",
                "",
                "Travel",
                "  [1] Shuttle bus",
                "  [2] Night bus",
                "",
                "Rules",
                "  [3] No buses inside",
                "",
                "`search` alone lists the groups again",
            ])
        try scene.perform("3")
        #expect(delegate.reports == [.selectedResult(id: "no-buses")])
    }

    @Test("Given a group, when rendered, then its entries are numbered; gone, it says so")
    func group() throws {
        let delegate = CapturingKnowledgeGroupSceneDelegate()
        let scene = ConsoleKnowledgeGroupScene(screen: output.makeScreen())
        scene.setDelegate(delegate)
        scene.show(
            KnowledgeGroupViewModel(
                title: "Travel", subtitle: "Getting here",
                entries: [
                    KnowledgeEntryRowViewModel(id: "parking", title: "Parking"),
                    KnowledgeEntryRowViewModel(id: "shuttle", title: "Shuttle bus"),
                ]))

        #expect(
            scene.render() == [
                "Travel", "Getting here", "", "  [1] Parking", "  [2] Shuttle bus", "", "`back` returns to the groups",
            ])
        try scene.perform("select 2")
        #expect(delegate.reports == [.selectedEntry(id: "shuttle")])

        scene.showUnavailable("This group is no longer in the knowledge base.")
        #expect(scene.render().first == "Knowledge group unavailable")
        #expect(throws: ConsoleCommandError.notLoadedYet) { try scene.perform("1") }
    }

    @Test(
        "Given an entry whose text has links, when rendered, then each link in the text carries the number it has in the list, and no second list follows"
    )
    func entryTextLinks() throws {
        let scene = ConsoleKnowledgeDetailScene(screen: output.makeScreen())
        scene.setDelegate(CapturingKnowledgeDetailSceneDelegate())
        scene.show(
            KnowledgeDetailViewModel(
                title: "Shuttle bus",
                text: RichText([
                    .paragraph([
                        .text("See "), .link([.text("the timetable")], destination: "https://example.org/t"), .text(" or "),
                        .link([.text("this")], destination: "javascript:1"),
                    ])
                ]),
                links: [
                    LinkViewModel(
                        name: "Mail us", destination: "e-mail · a@b.example", canOpen: true, address: "mailto:a@b.example"),
                    LinkViewModel(
                        name: "the timetable", destination: "web page · https://example.org/t", canOpen: true,
                        address: "https://example.org/t"),
                    LinkViewModel(
                        name: "this", destination: "not opened: javascript: links are not followed", canOpen: false,
                        address: "javascript:1"),
                ]))

        #expect(
            scene.render() == [
                "Shuttle bus",
                "",
                "See the timetable[2] or this",
                "",
                "Links",
                "  [1] Mail us — e-mail · a@b.example",
                "  [2] the timetable — web page · https://example.org/t",
                "  [-] this — not opened: javascript: links are not followed",
                "",
                "`open N` follows a link · `back` returns to the list",
            ])
    }

    @Test("Given an entry, when rendered, then its text, then its links numbered; `open N` follows one, a refused one says why")
    func entry() throws {
        let delegate = CapturingKnowledgeDetailSceneDelegate()
        let scene = ConsoleKnowledgeDetailScene(screen: output.makeScreen())
        scene.setDelegate(delegate)
        scene.show(
            KnowledgeDetailViewModel(
                title: "Shuttle bus", groupName: "Travel", text: RichText(plain: "Every 20 minutes."),
                links: [
                    LinkViewModel(name: "Click", destination: "not opened: javascript: links are not followed", canOpen: false),
                    LinkViewModel(name: "Timetable", destination: "web page · https://example.org", canOpen: true),
                ]))

        #expect(
            scene.render() == [
                "Shuttle bus",
                "In Travel",
                "",
                "Every 20 minutes.",
                "",
                "Links",
                "  [-] Click — not opened: javascript: links are not followed",
                "  [2] Timetable — web page · https://example.org",
                "",
                "`open N` follows a link · `back` returns to the list",
            ])
        try scene.perform("open 2")
        #expect(delegate.reports == [.selectedLink(1)])
        #expect(
            throws: ConsoleCommandError.linkNotFollowed(
                name: "Click", reason: "not opened: javascript: links are not followed")
        ) { try scene.perform("open 1") }
        #expect(throws: ConsoleCommandError.noSuchLink(number: 3, count: 2)) { try scene.perform("open 3") }
        #expect(throws: ConsoleCommandError.noSuchLink(number: 0, count: 2)) { try scene.perform("open 0") }
    }
}
