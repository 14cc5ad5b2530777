import ConbookConsole
import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Console About and deep links over the real Director")
struct ConsoleAboutTests {
    @Test(
        "Given the schedule shown, when `about` is given, then About shows on top with the version, the convention, what it holds, the data kept and the credits; `back` returns"
    )
    func about() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext(), installation: StubInstallationFacts())

        let outcome = await app.run(["tab schedule", "about", "back"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        let about = app.scene(after: "about")
        #expect(about.first == "Conbook 9.9.9")
        #expect(about.contains("Convention:   TESTCON26"))
        #expect(about.contains { $0.hasPrefix("Holds:        6 events · 3 days") })
        #expect(about.contains("Data:         /data/conbook (4.2 MB)"))
        #expect(about.contains("  • Schedule data: Eurofurence (demo)."))
        #expect(app.screen(after: "back").first == "News | Announcements | [Schedule] | Changes | Hidden | People | Dealers |")
    }

    @Test("Given the first download failed, when `about` is given, then it says About works once the convention is downloaded")
    func aboutBeforeTheContent() async throws {
        let app = ConsoleAppHarness(
            core: try ConbookTestContext(
                stored: nil, api: StubConventionAPI([.failure(.unreachable("offline"))])))

        let outcome = await app.run(["about"])

        #expect(outcome.hasFailures)
        #expect(app.output.errors.hasSuffix("line 1: `about` works once the convention is downloaded.\n"))
    }

    @Test(
        "Given any page, when `open` is given an event's address, then the event opens there; a hostile address is refused with why"
    )
    func openAddress() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())
        let address =
            "https://app.eurofurence.org/\(SampleConvention.identifier.rawValue)/Web/Events/\(SampleConvention.opening.id.rawValue)"

        let outcome = await app.run(["tab dealers", "open \(address)", "open javascript:alert(1)"])

        #expect(outcome.hasFailures)
        #expect(app.scene(after: "open \(address)").first == "Opening Ceremony")
        #expect(app.output.errors == "line 3: “javascript:alert(1)” is not opened: javascript: links are not followed.\n")
    }
}
