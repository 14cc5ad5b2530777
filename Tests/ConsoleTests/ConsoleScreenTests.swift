import ConbookConsole
import Testing

@MainActor
@Suite("Console screen")
struct ConsoleScreenTests {
    let output = CapturingConsoleOutput()

    @Test("Given a person at a terminal, when progress advances, then one line is rewritten and ended before other output")
    func rewritesProgressInPlace() {
        let screen = ConsoleScreen(output: output, progressDisplay: .inPlace)
        screen.showProgress("Downloading (0/3)…")
        screen.showProgress("Saving (2/3)…")
        screen.print(["News"])
        #expect(output.output == "\r\u{1B}[KDownloading (0/3)…\r\u{1B}[KSaving (2/3)…\nNews\n")
    }

    @Test(
        "Given a person at a terminal, when a download reports its bytes, then the line shows a bar, the percentage and the sizes; without a known size, the bytes alone"
    )
    func drawsADownloadBar() {
        let screen = ConsoleScreen(output: output, progressDisplay: .inPlace)

        screen.showProgress("Downloading the convention (0/3)…", receivedBytes: 420_000, expectedBytes: 1_000_000)
        screen.showProgress("Downloading the convention (0/3)…", receivedBytes: 1_500_000)

        #expect(
            output.output.contains("\r\u{1B}[KDownloading the convention (0/3)… [########------------] 42% · 420.0 KB of 1.0 MB"))
        #expect(output.output.contains("\r\u{1B}[KDownloading the convention (0/3)… 1.5 MB"))
    }

    @Test("Given output that is not a terminal, when a download reports its bytes, then only each step's line is written, once")
    func plainLinesWithoutBytes() {
        let screen = ConsoleScreen(output: output, progressDisplay: .lineByLine)

        screen.showProgress("Downloading the convention (0/3)…", receivedBytes: 100, expectedBytes: 1000)
        screen.showProgress("Downloading the convention (0/3)…", receivedBytes: 900, expectedBytes: 1000)
        screen.showProgress("Saving (2/3)…")

        #expect(output.output == "Downloading the convention (0/3)…\nSaving (2/3)…\n")
    }

    @Test(
        "Given output that is not a terminal, when 292 pictures download one by one, then the first, each quarter and the last are written (5 lines, not 292); at a terminal every one rewrites the line"
    )
    func countedItemsLineByLine() {
        let screen = ConsoleScreen(output: output, progressDisplay: .lineByLine)

        for number in 1...292 {
            screen.showProgress("Downloading images (\(number) of 292) (3/4)…", item: (number, 292))
        }
        screen.showProgress("Up to date (4/4)")

        #expect(
            output.output.split(separator: "\n") == [
                "Downloading images (1 of 292) (3/4)…", "Downloading images (73 of 292) (3/4)…",
                "Downloading images (146 of 292) (3/4)…", "Downloading images (219 of 292) (3/4)…",
                "Downloading images (292 of 292) (3/4)…", "Up to date (4/4)",
            ])

        let terminalOutput = CapturingConsoleOutput()
        let terminal = ConsoleScreen(output: terminalOutput, progressDisplay: .inPlace)
        for number in 1...4 { terminal.showProgress("Downloading images (\(number) of 4)", item: (number, 4)) }
        #expect(terminalOutput.output.split(separator: "\r\u{1B}[K").count == 4)
    }

    @Test("Given one problem told by several scenes during a command, then it is written once, and again in the next command")
    func reportsEachProblemOncePerCommand() {
        let screen = output.makeScreen()
        screen.reportProblem("Refresh failed: offline")
        screen.reportProblem("Refresh failed: offline")
        screen.beginCommand()
        screen.reportProblem("Refresh failed: offline")
        #expect(output.errors == "Refresh failed: offline\nRefresh failed: offline\n")
        #expect(screen.problemCount == 2)
    }

    @Test(
        "Given a colour terminal, when a schedule row renders, then titles are bold, the star yellow, tags dim, and wrapping ignores the codes"
    )
    func emphasisesOnAColourTerminal() {
        let scene = ConsoleScheduleScene(screen: ConsoleScreen(output: output, style: .ansi, width: 78))
        scene.show(ConsoleScheduleSceneTests.viewModel())
        let lines = scene.render()
        #expect(lines[0] == "\u{1B}[1mSchedule: Wednesday 19 August — Day 1\u{1B}[0m")
        #expect(
            lines[8]
                == "  [2] \u{1B}[33m★\u{1B}[0m 10:00–12:00  \u{1B}[1mDrawing Paws\u{1B}[0m — Panel Room · Workshops  \u{1B}[2m#art #workshop\u{1B}[0m"
        )
    }
}
