import ConbookConsole
import ConbookCore
import ConbookPass
import ConbookTesting
import Testing

@MainActor
@Suite("Console badge pass scene")
struct ConsolePassSceneTests {
    let output = CapturingConsoleOutput()
    static let grid = [[true, false, true], [false, true, false], [true, true, true]]
    static let shown = PassViewModel(
        title: "Badge pass", holder: "The badge pass of Some Guy · registration 42", modules: grid,
        note: "Show this code at registration to pick up your badge.", obstacle: nil)

    private func scene(_ viewModel: PassViewModel, screen: ConsoleScreen? = nil) -> ConsolePassScene {
        let scene = ConsolePassScene(screen: screen ?? output.makeScreen())
        scene.show(viewModel)
        return scene
    }

    @Test(
        "Given a pass, when it renders without escape codes, then the title and whose pass it is come first, then the code in half blocks, two module rows a line, one column a module, dark as ink, in a quiet zone of four modules"
    )
    func drawsHalfBlocks() {
        let lines = scene(Self.shown).render()

        #expect(
            lines == [
                "Badge pass",
                "The badge pass of Some Guy · registration 42",
                "           ",
                "           ",
                "    ▀▄▀    ",
                "    ▀▀▀    ",
                "           ",
                "           ",
                "Show this code at registration to pick up your badge.",
            ])
    }

    @Test(
        "Given a colour terminal of either depth, when the pass renders, then every line of the code, quiet zone included, is black ink on a white background, whatever the terminal's own colours"
    )
    func blackOnWhite() {
        for (style, colours) in [
            (ConsoleStyle.ansi, "\u{1B}[38;5;16;48;5;231m"),
            (ConsoleStyle.ansi(colorDepth: .trueColor), "\u{1B}[38;2;0;0;0;48;2;255;255;255m"),
        ] {
            let screen = ConsoleScreen(output: output, style: style, width: .fixed(78), progressDisplay: .lineByLine)
            let lines = scene(Self.shown, screen: screen).render()

            let code = lines.filter { $0.hasPrefix(colours) }
            #expect(code.count == 6)
            #expect(code.allSatisfy { $0.hasSuffix("\u{1B}[0m") })
            #expect(code[2] == colours + "    ▀▄▀    " + "\u{1B}[0m")
        }
    }

    @Test("Given no pass to show, when the scene renders, then it says why under the title and draws nothing")
    func obstacle() {
        let lines = scene(
            PassViewModel(
                title: "Badge pass", holder: nil, modules: [], note: nil,
                obstacle: "Log in to see your badge pass (`login`).")
        ).render()

        #expect(lines == ["Badge pass", "", "  Log in to see your badge pass (`login`)."])
    }

    @Test(
        "Given a code wider than the terminal, when it renders, then the code is drawn whole and a line says to widen the terminal"
    )
    func widerThanTheScreen() {
        let wide = Array(repeating: Array(repeating: true, count: 75), count: 75)
        var viewModel = Self.shown
        viewModel.modules = wide

        let lines = scene(viewModel).render()

        #expect(lines.contains { $0.count == 83 && $0.contains("█") })
        #expect(lines.contains { $0.hasPrefix("The code is 83 columns wide, wider than this terminal") })
    }

    @Test("Given the scene's own words, when English and German are compared, then they agree")
    func ownWordsInBothLanguages() {
        #expect(ConsolePassScene.languageDifferences == [])
    }
}
