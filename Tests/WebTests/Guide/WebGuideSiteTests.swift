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

/// A partner that writes the pages it takes with a site of its own over the same guide, in this
/// process, when asked for outcomes; after `stoppingAfter` pages it stops, abandoning what it holds.
@MainActor
private final class InProcessSitePartner: WebGuideSitePartner {
    let capacity = 8
    var pending: Int { held.count }
    private(set) var written = 0
    private var held: [String] = []
    private var isStopped = false
    private let site: WebGuideSite
    private let stoppingAfter: Int
    private let write: (WebGuideSite.File) -> Void

    init(guide: WebGuide, stoppingAfter: Int = .max, write: @escaping (WebGuideSite.File) -> Void) {
        site = WebGuideSite(guide: guide)
        self.stoppingAfter = stoppingAfter
        self.write = write
    }

    func take(_ path: String) -> Bool {
        guard !isStopped else { return false }
        held.append(path)
        return true
    }

    func outcomes(waitingForOne: Bool) async -> [WebGuideSitePartnerOutcome] {
        var outcomes: [WebGuideSitePartnerOutcome] = []
        while let path = held.first {
            guard written < stoppingAfter else {
                isStopped = true
                outcomes += held.map { .abandoned(path: $0) }
                held = []
                break
            }
            held.removeFirst()
            if let links = try? await site.writePage(at: path, write) {
                written += 1
                outcomes.append(.written(path: path, links: links))
            } else {
                outcomes.append(.notAPage(path: path))
            }
        }
        return outcomes
    }
}

@MainActor
@Suite("Web guide for everyone: a static copy written with a partner")
struct WebGuideSitePartnerTests {
    private func files(
        of core: ConbookTestContext,
        partner makePartner: ((WebGuide, @escaping (WebGuideSite.File) -> Void) -> InProcessSitePartner)? = nil
    ) async throws -> (files: [String: [UInt8]], pages: Int, partner: InProcessSitePartner?) {
        var files: [String: [UInt8]] = [:]
        let guide = WebGuide(conbook: core.conbook)
        let partner = makePartner?(guide) { files[$0.path.joined(separator: "/")] = $0.bytes }
        let pages = try await WebGuideSite(guide: guide).write(partner: partner) {
            files[$0.path.joined(separator: "/")] = $0.bytes
        }
        return (files, pages, partner)
    }

    @Test(
        "Given a partner that writes pages beside the site, when the copy is written, then it holds the same files as one written alone, and the partner wrote most pages"
    )
    func partnerWritesPartOfTheSameCopy() async throws {
        let core = try ConbookTestContext(attendeeStore: NoAttendeeStore())
        let alone = try await files(of: core)

        let shared = try await files(of: core) { guide, write in InProcessSitePartner(guide: guide, write: write) }

        #expect(shared.files == alone.files)
        #expect(shared.pages == alone.pages)
        #expect((shared.partner?.written ?? 0) > alone.pages / 2)
    }

    @Test(
        "Given a partner that stops after five pages, when the copy is written, then the pages it held are written by the site: the copy is whole"
    )
    func pagesOfAPartnerThatStoppedAreWrittenBySite() async throws {
        let core = try ConbookTestContext(attendeeStore: NoAttendeeStore())
        let alone = try await files(of: core)

        let shared = try await files(of: core) { guide, write in
            InProcessSitePartner(guide: guide, stoppingAfter: 5, write: write)
        }

        #expect(shared.partner?.written == 5)
        #expect(shared.files == alone.files)
        #expect(shared.pages == alone.pages)
    }
}
