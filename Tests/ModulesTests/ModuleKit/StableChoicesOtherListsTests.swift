import ConbookAnnouncements
import ConbookArtistAlley
import ConbookCore
import ConbookKnowledge
import ConbookKnowledgeGroup
import ConbookLostAndFound
import ConbookMapDetail
import ConbookMaps
import ConbookMessages
import ConbookModuleKit
import ConbookTesting
import Testing

/// The other lists name their items by identity too (announcements, knowledge, messages, lost &
/// found, the artist alley, maps and what a tap on a map found): a choice made on a page shown
/// before a sync (or in another window) reaches that very item while it is still listed, and is
/// refused with "the page changed" once it is not, never applied to whatever took its place.
@MainActor
@Suite("Stable choices: the other lists")
struct StableChoicesOtherListsTests {
    private typealias Sample = SampleConvention
    private let pageChanged = ModuleTexts.english(.pageChanged)

    @Test(
        "Given the announcements listing Welcome!, when a sync takes it off and the user then chooses it on the list shown before, then nothing opens and the scene says the page changed; Room change still opens"
    )
    func announcementsRefuseOneNoLongerListed() async throws {
        let core = try ConbookTestContext.storing(Sample.content)
        let context = AnnouncementsModuleTestContext(core: core)
        let welcomeRow = try #require(context.scene.viewModel?.sections.flatMap(\.rows).first { $0.title == "Welcome!" })
        let roomChangeRow = try #require(
            context.scene.viewModel?.sections.flatMap(\.rows).first { $0.title == "Room change" })
        var content = Sample.content
        content[Announcement.self].remove(Sample.welcome.id)
        core.answerSyncs(with: content)
        _ = await core.conbook.refreshConvention.refresh()

        context.scene.simulateSelectingAnnouncement(id: welcomeRow.id)

        #expect(context.delegate.selectedAnnouncements == [])
        #expect(context.scene.errorMessage == pageChanged)
        #expect(context.scene.titles(inSection: "Current") == ["Room change"])

        context.scene.simulateSelectingAnnouncement(id: roomChangeRow.id)
        #expect(context.delegate.selectedAnnouncements == [Sample.roomChange.id])
    }

    @Test(
        "Given the knowledge groups listing Rules, when a sync takes it off and the user then chooses it on the page shown before, then nothing opens and the scene says the page changed; Travel still opens"
    )
    func knowledgeRefusesAGroupNoLongerListed() async throws {
        let core = try ConbookTestContext.storing(Sample.content)
        let context = KnowledgeModuleTestContext(core: core)
        let rulesRow = try #require(context.scene.viewModel?.groups.first { $0.title == "Rules" })
        let travelRow = try #require(context.scene.viewModel?.groups.first { $0.title == "Travel" })
        var content = Sample.content
        content[KnowledgeGroup.self].remove(Sample.rulesGroup.id)
        content[KnowledgeEntry.self].remove(Sample.conductEntry.id)
        core.answerSyncs(with: content)
        _ = await core.conbook.refreshConvention.refresh()

        context.scene.simulateSelectingGroup(id: rulesRow.id)

        #expect(context.delegate.selectedGroups == [])
        #expect(context.delegate.selectedEntries == [])
        #expect(context.scene.errorMessage == pageChanged)
        #expect(context.scene.groupTitles == ["Travel", "Lost & Found"])

        context.scene.simulateSelectingGroup(id: travelRow.id)
        #expect(context.delegate.selectedGroups == [Sample.travelGroup.id])
    }

    @Test(
        "Given a knowledge search finding Code of conduct, when a sync takes it off and the user then chooses it on the results shown before, then nothing opens and the scene says the page changed; Lost and found still opens"
    )
    func knowledgeRefusesAResultNoLongerFound() async throws {
        let core = try ConbookTestContext.storing(Sample.content)
        let context = KnowledgeModuleTestContext(core: core)
        context.scene.simulateSearching(for: "Cón")
        let results = context.scene.viewModel?.results.flatMap(\.rows) ?? []
        let conductRow = try #require(results.first { $0.title == "Code of conduct" })
        let lostRow = try #require(results.first { $0.title == "Lost and found" })
        var content = Sample.content
        content[KnowledgeEntry.self].remove(Sample.conductEntry.id)
        core.answerSyncs(with: content)
        _ = await core.conbook.refreshConvention.refresh()

        context.scene.simulateSelectingResult(id: conductRow.id)

        #expect(context.delegate.selectedEntries == [])
        #expect(context.scene.errorMessage == pageChanged)
        #expect(context.scene.resultTitles == ["Lost & Found: Lost and found"])

        context.scene.simulateSelectingResult(id: lostRow.id)
        #expect(context.delegate.selectedEntries == [Sample.lostFoundEntry.id])
    }

    @Test(
        "Given the Travel group listing Shuttle bus, when a sync takes it off and the user then chooses it on the page shown before, then nothing opens and the scene says the page changed; Parking still opens"
    )
    func knowledgeGroupRefusesAnEntryNoLongerListed() async throws {
        let core = try ConbookTestContext.storing(Sample.content)
        let context = KnowledgeGroupModuleTestContext(core: core, group: Sample.travelGroup.id)
        let shuttleRow = try #require(context.scene.viewModel?.entries.first { $0.title == "Shuttle bus" })
        let parkingRow = try #require(context.scene.viewModel?.entries.first { $0.title == "Parking" })
        var content = Sample.content
        content[KnowledgeEntry.self].remove(Sample.shuttleEntry.id)
        core.answerSyncs(with: content)
        _ = await core.conbook.refreshConvention.refresh()

        context.scene.simulateSelectingEntry(id: shuttleRow.id)

        #expect(context.delegate.selectedEntries == [])
        #expect(context.scene.errorMessage == pageChanged)
        #expect(context.scene.entryTitles == ["Parking"])

        context.scene.simulateSelectingEntry(id: parkingRow.id)
        #expect(context.delegate.selectedEntries == [Sample.parkingEntry.id])
    }

    @Test(
        "Given the maps listing the Dealers' Den, when a sync takes it off and the user then chooses it on the list shown before, then no map opens and the scene says the page changed; the venue still opens"
    )
    func mapsRefuseAMapNoLongerListed() async throws {
        let core = try ConbookTestContext.storing(Sample.content)
        let context = MapsModuleTestContext(core: core)
        let denRow = try #require(context.scene.viewModel?.rows.first { $0.name == "Dealers' Den" })
        let venueRow = try #require(context.scene.viewModel?.rows.first { $0.name == "Venue" })
        var content = Sample.content
        content[ConventionMap.self].remove(Sample.denMap.id)
        core.answerSyncs(with: content)
        _ = await core.conbook.refreshConvention.refresh()

        context.scene.simulateSelectingMap(id: denRow.id)

        #expect(context.delegate.selectedMaps == [])
        #expect(context.scene.errorMessage == pageChanged)
        #expect(context.scene.listedNames == ["Venue"])

        context.scene.simulateSelectingMap(id: venueRow.id)
        #expect(context.delegate.selectedMaps == [Sample.venueMap.id])
    }

    @Test(
        "Given a tap on the Main Stage listing Dance Party next, when a sync takes it off and the user then chooses it on the result shown before, then nothing opens and the scene says the page changed; the Opening Ceremony still opens"
    )
    func mapDetailRefusesARowNoLongerFound() async throws {
        let core = try ConbookTestContext.storing(Sample.content)
        let context = MapDetailModuleTestContext(core: core, map: Sample.venueMap.id)
        context.scene.simulateTapping(x: 210, y: 280)
        let danceRow = try #require(context.scene.tapResultRow(titled: "Dance Party"))
        let openingRow = try #require(context.scene.tapResultRow(titled: "Opening Ceremony"))
        var content = Sample.content
        content[Event.self].remove(Sample.danceParty.id)
        core.answerSyncs(with: content)
        _ = await core.conbook.refreshConvention.refresh()

        context.scene.simulateSelectingTapResult(id: danceRow.id)

        #expect(context.delegate.selectedEvents == [])
        #expect(context.scene.errorMessage == pageChanged)
        #expect(!context.scene.tapResultTitles(inSection: "Next").contains("Dance Party"))

        context.scene.simulateSelectingTapResult(id: openingRow.id)
        #expect(context.delegate.selectedEvents == [Sample.opening.id])
    }

    @Test(
        "Given the messages listing We found your phone, when a refresh takes it off and the user then chooses it on the list shown before, then nothing opens and the scene says the page changed; Your badge is ready still opens"
    )
    func messagesRefuseOneNoLongerListed() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        let scene = CapturingMessagesScene()
        let delegate = CapturingMessagesModuleDelegate()
        MessagesModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: delegate)
        scene.simulateSceneDidLoad()
        await core.settle()
        let phoneRow = try #require(scene.viewModel?.rows.first { $0.subject == "We found your phone" })
        let badgeRow = try #require(scene.viewModel?.rows.first { $0.subject == "Your badge is ready" })
        core.attendeeAPI?.serve([SampleAttendee.badge, SampleAttendee.welcome])
        scene.simulateRefreshing()
        await core.settle()

        scene.simulateSelectingMessage(id: phoneRow.id)

        #expect(delegate.selectedMessages == [])
        #expect(scene.errors == [pageChanged])
        #expect(scene.subjects == ["Your badge is ready", "Welcome"])

        scene.simulateSelectingMessage(id: badgeRow.id)
        #expect(delegate.selectedMessages == [SampleAttendee.badge.id])
    }

    @Test(
        "Given the lost & found listing the Fox plush, when a refresh takes it off (and gives the keys a picture) and the user then opens its picture on the list shown before, then nothing opens and the scene says the page changed; the Black phone still expands"
    )
    func lostAndFoundRefusesAnItemNoLongerListed() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        core.attendeeAPI?.serveLostAndFound(SampleLostAndFound.items)
        let scene = CapturingLostAndFoundScene()
        let delegate = CapturingLostAndFoundModuleDelegate()
        LostAndFoundModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: delegate)
        scene.simulateSceneDidLoad()
        await core.settle()
        let plushRow = try #require(scene.item(titled: "Fox plush"))
        let phoneRow = try #require(scene.item(titled: "Black phone"))
        var keys = SampleLostAndFound.keys
        keys.pictureAddress = "https://pictures.example/lost/22.jpg"
        core.attendeeAPI?.serveLostAndFound([SampleLostAndFound.phone, SampleLostAndFound.scarf, keys, SampleLostAndFound.badge])
        scene.simulateRefreshing()
        await core.settle()

        scene.simulateOpeningPicture(ofItemWithID: plushRow.id)
        scene.simulateSelectingItem(id: plushRow.id)

        #expect(delegate.followedLinks.isEmpty)
        #expect(scene.errors == [pageChanged, pageChanged])
        #expect(!scene.titles.contains("Fox plush"))
        #expect(scene.viewModel?.items.contains(where: \.isExpanded) == false)

        scene.simulateSelectingItem(id: phoneRow.id)
        #expect(scene.viewModel?.items.filter(\.isExpanded).map(\.title) == ["Black phone"])
    }

    @Test(
        "Given the artist alley listing Zed Sketches, when a sync takes it off and the user then chooses it on the list shown before, then no table opens and the scene says the page changed; Inky Otter still opens"
    )
    func artistAlleyRefusesATableNoLongerListed() async throws {
        let core = try ConbookTestContext(stored: SampleAlley.stored, account: SampleAttendee.account)
        let scene = CapturingArtistAlleyScene()
        let delegate = CapturingArtistAlleyModuleDelegate()
        ArtistAlleyModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: delegate)
        scene.simulateSceneDidLoad()
        let zedRow = try #require(scene.viewModel?.rows.first { $0.name == "Zed Sketches" })
        let inkyRow = try #require(scene.viewModel?.rows.first { $0.name == "Inky Otter" })
        var content = SampleAlley.stored.content
        content[ArtistAlleyTable.self].remove(SampleAlley.zed.id)
        core.answerSyncs(with: content)
        _ = await core.conbook.refreshConvention.refresh()

        scene.simulateSelectingTable(id: zedRow.id)

        #expect(delegate.selectedTables == [])
        #expect(scene.errorMessage == pageChanged)
        #expect(!scene.listedNames.contains("Zed Sketches"))

        scene.simulateSelectingTable(id: inkyRow.id)
        #expect(delegate.selectedTables == [SampleAlley.inky.id])
    }
}
