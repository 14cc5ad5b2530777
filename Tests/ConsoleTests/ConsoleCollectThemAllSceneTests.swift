import ConbookCollectThemAll
import ConbookConsole
import Testing

@MainActor
@Suite("Console Collect them all scene")
struct ConsoleCollectThemAllSceneTests {
    static let token = "SECRET-TOKEN-1234"
    let output = CapturingConsoleOutput()
    let playable = CollectThemAllViewModel(
        title: "Collect them all", explanation: "The convention's game.", obstacle: nil,
        shownAddress: "https://app.eurofurence.org/EF27/companion/#/login?embedded=true&returnPath=/collect&token=…",
        address: "https://app.eurofurence.org/EF27/companion/#/login?embedded=true&returnPath=/collect&token=\(token)")

    private func scene(_ viewModel: CollectThemAllViewModel, opener: (any ConsoleLinkOpener)?) -> ConsoleCollectThemAllScene {
        let scene = ConsoleCollectThemAllScene(screen: output.makeScreen(), linkOpener: opener)
        scene.setDelegate(CapturingCollectThemAllSceneDelegate())
        scene.show(viewModel)
        return scene
    }

    @Test(
        "Given a playable game and a system that opens links, when `open` is given, then the whole address goes to the system and the token is never shown"
    )
    func opensWithoutShowingTheToken() throws {
        let opener = RecordingLinkOpener()
        let scene = scene(playable, opener: opener)

        try scene.perform("open")

        #expect(opener.opened == [playable.address])
        let shown = scene.render().joined(separator: "\n")
        #expect(shown.contains("[1] https://app.eurofurence.org/EF27/companion/"))
        #expect(shown.contains("Handed to the system"))
        #expect(!shown.contains(Self.token))
    }

    @Test(
        "Given a playable game and no way to open links, or a system that fails, when `open` is given, then the error says why without the address"
    )
    func failuresKeepTheTokenSecret() {
        for opener in [nil, RecordingLinkOpener(failure: "xdg-open exited with status 3")] as [RecordingLinkOpener?] {
            do {
                try scene(playable, opener: opener).perform("open")
                Issue.record("open should fail")
            } catch {
                #expect(!error.description.contains(Self.token))
                #expect(error.description.contains("carries your login"))
            }
        }
    }

    @Test(
        "Given a game that needs a login, when shown and `open` is given, then it says a login is needed and there is nothing to open"
    )
    func needsALogin() {
        let waiting = CollectThemAllViewModel(
            title: "Collect them all", explanation: "The convention's game.",
            obstacle: "Playing needs a login: the game is personal to an attendee of EF27.", shownAddress: nil, address: nil)
        let scene = scene(waiting, opener: RecordingLinkOpener())

        #expect(
            scene.render() == [
                "Collect them all", "The convention's game.", "",
                "Playing needs a login: the game is personal to an attendee of EF27.", "", "`back` returns",
            ])
        #expect(
            throws: ConsoleCommandError.nothingToOpen(
                reason: "Playing needs a login: the game is personal to an attendee of EF27.")
        ) {
            try scene.perform("open")
        }
    }
}
