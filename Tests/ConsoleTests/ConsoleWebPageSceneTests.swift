import ConbookConsole
import ConbookWebPage
import Testing

@MainActor
@Suite("Console web page scene")
struct ConsoleWebPageSceneTests {
    let output = CapturingConsoleOutput()
    let page = WebPageViewModel(
        title: "Timetable", kind: "Web page", shownAddress: "https://example.org/t", address: "https://example.org/t",
        note: "A web page outside the convention; Conbook does not fetch it.")

    private func scene(opener: (any ConsoleLinkOpener)?) -> ConsoleWebPageScene {
        let scene = ConsoleWebPageScene(screen: output.makeScreen(), linkOpener: opener)
        scene.setDelegate(CapturingWebPageSceneDelegate())
        scene.show(page)
        return scene
    }

    @Test(
        "Given a page and a system that opens links, when `open` is given, then the address is handed over and the page says so")
    func opens() throws {
        let opener = RecordingLinkOpener()
        let scene = scene(opener: opener)

        #expect(
            scene.render() == [
                "Timetable", "A web page outside the convention; Conbook does not fetch it.", "", "  [1] https://example.org/t",
                "", "`open` (or `open 1`) opens it · `back` returns",
            ])
        try scene.perform("open")
        try scene.perform("open 1")

        #expect(opener.opened == ["https://example.org/t", "https://example.org/t"])
        #expect(scene.render().contains("Handed to the system: https://example.org/t"))
        #expect(throws: ConsoleCommandError.webPageHasOneAddress(number: 5)) { try scene.perform("open 5") }
        #expect(
            ConsoleCommandError.webPageHasOneAddress(number: 5).description
                == "There is no link 5: this page is one address, which `open` opens.")
        #expect(
            throws: ConsoleCommandError.invalidArguments(
                command: "open", expected: "nothing (or 1, the page's one address)", example: "open")
        ) {
            try scene.perform("open it")
        }
    }

    @Test(
        "Given no way to open links (a script), or a system that fails, when `open` is given, then the error gives the address to open yourself"
    )
    func cannotOpen() {
        #expect(throws: ConsoleCommandError.cannotOpenHere(address: "https://example.org/t")) {
            try scene(opener: nil).perform("open")
        }
        #expect(throws: ConsoleCommandError.openFailed(address: "https://example.org/t", reason: "xdg-open exited with status 3"))
        {
            try scene(opener: RecordingLinkOpener(failure: "xdg-open exited with status 3")).perform("open")
        }
    }
}
