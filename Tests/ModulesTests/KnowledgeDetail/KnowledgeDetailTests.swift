import ConbookCore
import ConbookKnowledgeDetail
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Knowledge Detail")
struct KnowledgeDetailTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given an entry, when it appears, then it shows its title, group, formatted text and links by name with where they lead")
    func showsTheEntry() throws {
        let core = try ConbookTestContext(richTextParser: FormatNamingParser())
        let context = KnowledgeDetailModuleTestContext(core: core, entry: Sample.shuttleEntry.id)

        #expect(
            context.scene.viewModel
                == KnowledgeDetailViewModel(
                    id: Sample.shuttleEntry.id.rawValue, title: "Shuttle bus", groupName: "Travel",
                    text: FormatNamingParser().parse(Sample.shuttleEntry.text, as: .automatic),
                    links: [
                        LinkViewModel(
                            name: "Ask the shuttle team", destination: "e-mail · shuttle@convention.example", canOpen: true,
                            address: "mailto:shuttle@convention.example"),
                        LinkViewModel(
                            name: "Timetable", destination: "web page · https://convention.example/shuttle", canOpen: true,
                            address: "https://convention.example/shuttle"),
                    ]))
    }

    @Test("Given an entry's links, when one is chosen, then the module reports where it leads")
    func followingALink() throws {
        let context = KnowledgeDetailModuleTestContext(core: try ConbookTestContext(), entry: Sample.shuttleEntry.id)

        context.scene.simulateSelectingLink(named: "Timetable")

        #expect(context.delegate.followedLinks.map(\.destination) == [.webPage("https://convention.example/shuttle")])
        #expect(context.delegate.followedLinks.map(\.name) == ["Timetable"])
    }

    @Test(
        "Given links to the convention's own pages and hostile ones, when shown, then the first lead to their scenes and the others are shown as not opened and do nothing"
    )
    func contentAndHostileLinks() throws {
        var content = Sample.content
        var entry = Sample.conductEntry
        entry.links = [
            Link(
                name: "Opening",
                target: .web("https://app.eurofurence.org/\(Sample.identifier.rawValue)/Web/Events/\(Sample.opening.id.rawValue)")
            ),
            Link(name: "Sketchy", target: .dealer(Sample.sketchyFox.id)),
            Link(name: "Click me", target: .web("javascript:alert(document.cookie)")),
            Link(name: "", target: .web("data:text/html,<script>1</script>")),
        ]
        content[KnowledgeEntry.self].upsert(entry)
        let context = KnowledgeDetailModuleTestContext(core: try ConbookTestContext.storing(content), entry: entry.id)

        #expect(
            context.scene.viewModel?.links == [
                LinkViewModel(
                    name: "Click me", destination: "not opened: javascript: links are not followed", canOpen: false,
                    address: "javascript:alert(document.cookie)"),
                LinkViewModel(
                    name: "data:text/html,<script>1</script>", destination: "not opened: data: links are not followed",
                    canOpen: false,
                    address: "data:text/html,<script>1</script>"),
                LinkViewModel(
                    name: "Opening", destination: "event", canOpen: true,
                    address: "https://app.eurofurence.org/\(Sample.identifier.rawValue)/Web/Events/\(Sample.opening.id.rawValue)"),
                LinkViewModel(name: "Sketchy", destination: "dealer", canOpen: true),
            ])
        context.scene.simulateSelectingLink(named: "Click me")
        context.scene.simulateSelectingLink(named: "Opening")
        context.scene.simulateSelectingLink(named: "Sketchy")
        #expect(context.delegate.followedLinks.map(\.destination) == [.event(Sample.opening.id), .dealer(Sample.sketchyFox.id)])
    }

    /// Formats every text as one paragraph with links: the timetable (also one of the entry's own
    /// links), the Code of conduct entry, and a `javascript:` one.
    private struct LinkingParser: RichTextParser {
        func parse(_ markup: String, as format: MarkupFormat) -> RichText {
            RichText([
                .paragraph([
                    .text("See "), .link([.text("the timetable")], destination: "https://convention.example/shuttle"),
                    .text(", "),
                    .strong([
                        .link(
                            [.text("the rules")],
                            destination: "https://app.eurofurence.org/TESTCON26/Web/KnowledgeEntries/entry-conduct")
                    ]),
                    .text(" and "), .link([.text("this")], destination: "javascript:alert(1)"),
                ])
            ])
        }
    }

    @Test(
        "Given an entry whose text has links, when shown, then they follow its own links, each address once, and can be followed")
    func linksInTheText() throws {
        let core = try ConbookTestContext(richTextParser: LinkingParser())
        let context = KnowledgeDetailModuleTestContext(core: core, entry: Sample.shuttleEntry.id)

        #expect(context.scene.viewModel?.links.map(\.name) == ["Ask the shuttle team", "Timetable", "the rules", "this"])
        #expect(
            context.scene.viewModel?.links.map(\.address) == [
                "mailto:shuttle@convention.example", "https://convention.example/shuttle",
                "https://app.eurofurence.org/TESTCON26/Web/KnowledgeEntries/entry-conduct", "javascript:alert(1)",
            ])
        #expect(context.scene.viewModel?.links.map(\.canOpen) == [true, true, true, false])
        context.scene.simulateSelectingLink(named: "the rules")
        #expect(context.delegate.followedLinks.map(\.destination) == [.knowledgeEntry(Sample.conductEntry.id)])
    }

    @Test("Given an entry with pictures, when shown, then each picture is a display value, kept bytes included")
    func pictures() throws {
        var content = Sample.content
        var entry = Sample.parkingEntry
        entry.imageIDs = [Sample.venueImage.id, "image-unknown", Sample.denImage.id]
        content[KnowledgeEntry.self].upsert(entry)
        let core = try ConbookTestContext.storing(content)
        try core.imageStore.save(Sample.imageBytes[Sample.venueImage.id] ?? [], for: Sample.venueImage)

        let context = KnowledgeDetailModuleTestContext(core: core, entry: entry.id)

        #expect(context.scene.viewModel?.pictures.map(\.width) == [1000, 2000])
        #expect(context.scene.viewModel?.pictures.first?.bytes == Sample.imageBytes[Sample.venueImage.id])
        #expect(context.scene.viewModel?.pictures.last?.bytes == nil)
    }

    @Test("Given an entry whose text is over 1 MiB, when shown, then it is shown plain, cut, and says so")
    func hugeText() throws {
        var content = Sample.content
        var entry = Sample.parkingEntry
        entry.text = String(repeating: "*a* ", count: 300_000)
        content[KnowledgeEntry.self].upsert(entry)
        let core = try ConbookTestContext.storing(content)
        let context = KnowledgeDetailModuleTestContext(
            core: try ConbookTestContext(stored: core.store.convention, richTextParser: FormatNamingParser()), entry: entry.id)

        guard case .paragraph(let inlines)? = context.scene.viewModel?.text?.blocks.first,
            case .text(let text)? = inlines.first
        else {
            Issue.record("expected one paragraph")
            return
        }
        #expect(text.hasPrefix("plain: *a* "))
        #expect(text.hasSuffix("(The text is too long to show whole.)"))
        #expect(text.utf8.count < 1_048_576 + 100)
    }

    @Test("Given an unknown entry, or one a sync removes, then it says the entry is not in the knowledge base")
    func unavailable() async throws {
        let core = try ConbookTestContext()
        #expect(
            KnowledgeDetailModuleTestContext(core: core, entry: "entry-nowhere").scene.unavailableMessage
                == "This entry is no longer in the knowledge base.")
        var content = Sample.content
        content[KnowledgeEntry.self].remove(Sample.parkingEntry.id)
        core.answerSyncs(with: content)
        let context = KnowledgeDetailModuleTestContext(core: core, entry: Sample.parkingEntry.id)
        #expect(context.scene.viewModel?.title == "Parking")

        core.conbook.refreshConvention.startRefresh()
        await core.settle()

        #expect(context.scene.unavailableMessage == "This entry is no longer in the knowledge base.")
    }
}
