import ConbookCore
import ConbookTesting
import ConbookWeb
import Testing

/// The guide's static copy (`WebGuideSite`) holds pages that change only when what they show
/// does, so that a copy written again after a sync is rewritten where the programme changed.
@MainActor
@Suite("Web guide for everyone: its static copy's pages")
struct WebGuideSiteTests {
    private typealias Sample = SampleConvention

    /// Every file of a guide's static copy, by path.
    private func site(of core: ConbookTestContext) async throws -> [String: String] {
        var files: [String: String] = [:]
        try await WebGuideSite(guide: WebGuide(conbook: core.conbook)).write { file in
            files[file.path.joined(separator: "/")] = String(decoding: file.bytes, as: UTF8.self)
        }
        return files
    }

    @Test(
        "Given a source without a clock of its own (each sync timed by this machine), when the static copy is written, then its About leaves out the last sync, which would change the page at every run; the served About shows it"
    )
    func aboutLeavesOutThisMachinesSyncTime() async throws {
        let api = StubConventionAPI([.success(Sample.fullSync)], reportsItsOwnTime: false)
        let core = try ConbookTestContext(api: api, attendeeStore: NoAttendeeStore())

        let about = try #require(try await site(of: core)["about/index.html"])

        #expect(about.contains("TESTCON26"))
        #expect(!about.contains("Last synced"))
        let visitor = GuideVisitor(WebGuide(conbook: core.conbook))
        await visitor.get("/about")
        #expect(visitor.page.text.contains("Last synced"))
    }

    @Test(
        "Given a source with a clock of its own, when the static copy is written, then its About says when the source last changed"
    )
    func aboutShowsTheSourcesTime() async throws {
        let core = try ConbookTestContext(attendeeStore: NoAttendeeStore())

        let about = try #require(try await site(of: core)["about/index.html"])

        #expect(about.contains("Last synced"))
    }

    @Test(
        "Given the static copy, then its What's on is the script's, at the visitor's moment: the page has no moment of its own, it gives the upcoming window, and the index each event's start and end"
    )
    func whatsOnIsTheScripts() async throws {
        let core = try ConbookTestContext(attendeeStore: NoAttendeeStore())

        let files = try await site(of: core)

        let now = try #require(files["now/index.html"])
        #expect(now.contains("<div id=\"guide-now\" data-upcoming-seconds=\"3600\" aria-live=\"polite\"></div>"))
        #expect(!now.contains("Running now at"))
        #expect(now.contains("data-word-running=\"Running now\""))
        let opening = Sample.opening
        let seconds = "\(opening.start.millisecondsSinceEpoch / 1000),\(opening.end.millisecondsSinceEpoch / 1000)]"
        #expect(files["guide-index.json"]?.contains(seconds) == true)
        let visitor = GuideVisitor(WebGuide(conbook: core.conbook))
        await visitor.get("/now")
        #expect(visitor.page.text.contains("Running now at"))
    }
}
