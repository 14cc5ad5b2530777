import ConbookCore
import ConbookDealerDetail
import ConbookDirector
import ConbookEventDetail
import ConbookKnowledgeDetail
import ConbookTesting
import ConbookWebPage
import Testing

@MainActor
@Suite("Director: deep links")
struct DeepLinkTests {
    private typealias Sample = SampleConvention
    private static let web = "https://app.eurofurence.org/\(Sample.identifier.rawValue)/Web"

    @Test(
        "Given the content shown, when the convention's addresses are opened, then the event, dealer and entry open on the selected section, one over the other"
    )
    func openInsideTheConvention() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Schedule")

        #expect(app.director.open("\(Self.web)/Events/\(Sample.opening.id.rawValue)") == .event(Sample.opening.id))
        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Opening Ceremony")
        app.director.open("\(Self.web)/Dealers/\(Sample.sketchyFox.id.rawValue)")
        #expect(app.visible(CapturingDealerDetailScene.self)?.viewModel?.name == "Sketchy Fox Art")
        app.director.open("\(Self.web)/KnowledgeEntries/\(Sample.conductEntry.id.rawValue)")
        #expect(app.visible(CapturingKnowledgeDetailScene.self)?.viewModel?.title == "Code of conduct")

        #expect(app.navigator.selectedSectionTitle == "Schedule")
        #expect(app.goBack())
        #expect(app.visible(CapturingDealerDetailScene.self) != nil)
    }

    @Test(
        "Given an entry opened by its address on Schedule and Knowledge selected after, when going back, then the entry shows again on Schedule, then Schedule's list"
    )
    func backAfterADeepLink() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Schedule")
        app.director.open("\(Self.web)/KnowledgeEntries/\(Sample.conductEntry.id.rawValue)")
        app.selectSection("Knowledge")

        #expect(app.goBack())
        #expect(app.navigator.selectedSectionTitle == "Schedule")
        #expect(app.visible(CapturingKnowledgeDetailScene.self)?.viewModel?.title == "Code of conduct")
        #expect(app.goBack())
        #expect(app.navigator.visibleScene === app.navigator.stacks[2].first)
        #expect(app.goBack())
        #expect(app.navigator.selectedSectionTitle == "News")
        #expect(!app.goBack())
    }

    @Test(
        "Given addresses to an event, a dealer and an entry the convention does not hold, when opened, then each is refused as not found in this convention and nothing opens"
    )
    func unknownTargets() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        let depth = app.navigator.stacks[0].count

        for (path, kind) in [
            ("Events/event-nowhere", LinkRefusal.ContentKind.event), ("Dealers/d-nowhere", .dealer),
            ("KnowledgeEntries/k-nowhere", .knowledgeEntry),
        ] {
            let address = "\(Self.web)/\(path)"
            let id = path.split(separator: "/")[1]
            let refusal = LinkRefusal.notInConvention(kind, id: String(id))
            #expect(app.director.open(address) == .refused(address: address, reason: refusal))
            #expect(refusal.description.hasSuffix("“\(id)” is not found in this convention"))
        }

        #expect(app.navigator.stacks[0].count == depth)
    }

    @Test(
        "Given a web page, a mail address and a hostile address, when opened, then the first two open as pages and the hostile one opens nothing"
    )
    func outsideAndHostile() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()

        app.director.open("https://example.org/a")
        #expect(app.visible(CapturingWebPageScene.self)?.viewModel?.address == "https://example.org/a")
        app.director.open("mailto:help@example.org")
        #expect(app.visible(CapturingWebPageScene.self)?.viewModel?.kind == "E-mail")
        let depth = app.navigator.stacks[0].count

        #expect(
            app.director.open("javascript:alert(1)")
                == .refused(
                    address: "javascript:alert(1)", reason: .schemeNotFollowed("javascript")))
        #expect(app.navigator.stacks[0].count == depth)
    }

    @Test(
        "Given nothing stored, when an event's address is opened before the first download, then the event opens once the content shows"
    )
    func openAfterTheFirstDownload() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext(stored: nil))
        app.director.start()
        app.director.open("\(Self.web)/Events/\(Sample.opening.id.rawValue)")
        #expect(app.navigator.sectionTitles == [])

        await app.core.settle()

        #expect(app.navigator.sectionTitles.first == "News")
        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Opening Ceremony")
    }
}
