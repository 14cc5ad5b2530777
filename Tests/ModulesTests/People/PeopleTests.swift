import ConbookCore
import ConbookModuleKit
import ConbookPeople
import ConbookTesting
import Testing

@MainActor
@Suite("People: the section listing everyone who hosts")
struct PeopleTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given the described people, when the People section appears, then everyone is listed a section per letter, with their line and count of events"
    )
    func listing() throws {
        let context = PeopleModuleTestContext(core: try ConbookTestContext.storing(SamplePeople.content))

        let viewModel = context.scene.viewModel
        #expect(viewModel?.heading == "8 people, A–Z")
        #expect(viewModel?.sections.map(\.title) == ["C", "D", "F", "P", "Q"])
        #expect(context.scene.row(named: "Con Chair")?.events == "3 events")
        #expect(context.scene.row(named: "Sketchy Fox")?.tagLine == "Pencil maker from Lübeck")
        #expect(context.scene.row(named: "Sketchy Fox")?.events == "1 event")
        #expect(context.scene.row(named: "Quiet Otter")?.events == "no events")
        #expect(context.scene.row(named: "Pen Wolf")?.tagLine == nil)
        #expect(viewModel?.emptyMessage == nil)
    }

    @Test(
        "Given the People section, when the user searches, then only those found are listed, counted against everyone; a search finding nobody says so; an empty one lists all"
    )
    func search() throws {
        let context = PeopleModuleTestContext(core: try ConbookTestContext.storing(SamplePeople.content))

        context.scene.simulateSearching("  pencil ")
        let found = context.scene.viewModel
        context.scene.simulateSearching("zebra")
        let none = context.scene.viewModel
        context.scene.simulateSearching("")

        #expect(found?.heading == "1 of 8 people")
        #expect(found?.searchText == "pencil")
        #expect(context.scene.names.count == 8)
        #expect(none?.sections == [])
        #expect(none?.emptyMessage == "Nobody matches “zebra”.")
        #expect(found?.sections.flatMap(\.rows).map(\.name) == ["Sketchy Fox"])
    }

    @Test("Given the People section, when the user chooses a person, then the module reports their name")
    func choosing() throws {
        let context = PeopleModuleTestContext(core: try ConbookTestContext.storing(SamplePeople.content))

        context.scene.simulateSelecting(named: "Pérez Paw")

        #expect(context.delegate.selectedPeople == ["Pérez Paw"])
    }

    @Test("Given the section on screen, when a sync brings a new host, then they are listed")
    func syncUpdates() async throws {
        let core = try ConbookTestContext.storing(Sample.content)
        let context = PeopleModuleTestContext(core: core)
        core.answerSyncs(with: SamplePeople.content)

        _ = await core.conbook.refreshConvention.refresh()

        #expect(context.scene.names.contains("Quiet Otter"))
        #expect(context.scene.names.contains("Pérez Paw"))
    }

    @Test("Given a convention whose events name no hosts, when the section appears, then it says so")
    func nobody() throws {
        var content = Sample.content
        for event in Sample.events {
            var nameless = event
            nameless.hosts = []
            content[Event.self].upsert(nameless)
        }
        let context = PeopleModuleTestContext(core: try ConbookTestContext.storing(content))

        #expect(context.scene.viewModel?.heading == "0 people, A–Z")
        #expect(context.scene.viewModel?.emptyMessage == "No event names its hosts, and the source describes nobody.")
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(PeopleTexts.languageDifferences == [])
    }

    @Test("Given the Core in German, when the section appears, then its heading and counts are German")
    func german() throws {
        let context = PeopleModuleTestContext(
            core: try ConbookTestContext.storing(SamplePeople.content, language: .german))

        #expect(context.scene.viewModel?.heading == "8 Personen, A–Z")
        #expect(context.scene.row(named: "Con Chair")?.events == "3 Veranstaltungen")
        #expect(context.scene.row(named: "Quiet Otter")?.events == "keine Veranstaltungen")
    }
}
