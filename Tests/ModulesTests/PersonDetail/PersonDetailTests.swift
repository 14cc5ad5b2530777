import ConbookCore
import ConbookModuleKit
import ConbookPersonDetail
import ConbookTesting
import Testing

@MainActor
@Suite("Person detail: who someone is and what they host")
struct PersonDetailTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given a person the source describes, when their page opens, then it shows their line, biography, picture and links, and their event"
    )
    func describedPerson() throws {
        let context = PersonDetailModuleTestContext(
            core: try ConbookTestContext.storing(SamplePeople.content, richTextParser: InlineLinkRichTextParser()),
            name: "Sketchy Fox")

        let page = context.scene.viewModel
        #expect(page?.name == "Sketchy Fox")
        #expect(page?.tagLine == "Pencil maker from Lübeck")
        #expect(page?.biography?.plainText == "Draws **paws** since 2004.")
        #expect(page?.links.map(\.name) == ["Picture", "Portfolio"])
        #expect(page?.eventsHeading == "1 event")
        #expect(context.scene.eventTitles == ["Drawing Paws"])
        #expect(context.scene.event(titled: "Drawing Paws")?.when == "Wednesday 19 August 10:00–12:00")
        #expect(context.scene.event(titled: "Drawing Paws")?.room == "Panel Room")
        #expect(page?.noEventsMessage == nil)
    }

    @Test(
        "Given the chair, written with a role on one event, when their page opens by that name, then it is the chair's, naming the other way they are written"
    )
    func otherNames() throws {
        let context = PersonDetailModuleTestContext(
            core: try ConbookTestContext.storing(SamplePeople.content), name: "Con Chair (moderator)")

        #expect(context.scene.viewModel?.name == "Con Chair")
        #expect(context.scene.viewModel?.otherNames == ["Con Chair (moderator)"])
        #expect(context.scene.eventTitles == ["Opening Ceremony", "Ask the Chair", "Closing Ceremony"])
        #expect(context.scene.viewModel?.biography == nil)
        #expect(context.scene.viewModel?.links == [])
    }

    @Test(
        "Given the opening as a favourite, when Pen Wolf's page opens, then Drawing Paws notes the overlap; marking it there stars it and keeps the note"
    )
    func favouritesAndOverlaps() throws {
        let core = try ConbookTestContext.storing(Sample.content, favourites: [Sample.opening.id])
        let context = PersonDetailModuleTestContext(core: core, name: "Pen Wolf")
        let before = context.scene.event(titled: "Drawing Paws")

        context.scene.simulateTogglingFavourite(titled: "Drawing Paws")

        #expect(before?.isFavourite == false)
        #expect(before?.notes == ["overlaps your favourite “Opening Ceremony”"])
        #expect(context.scene.event(titled: "Drawing Paws")?.isFavourite == true)
        #expect(core.store.favourites == [Sample.opening.id, Sample.drawingWorkshop.id])
        #expect(context.scene.event(titled: "Drawing Paws")?.notes == ["overlaps your favourite “Opening Ceremony”"])
    }

    @Test("Given the chair's opening hidden and the closing cancelled, when the chair's page opens, then both are listed, marked")
    func hiddenAndCancelled() throws {
        var content = Sample.content
        var closing = Sample.closing
        closing.tags.append(Event.cancelledTag)
        content[Event.self].upsert(closing)
        let core = try ConbookTestContext.storing(content)
        try core.conbook.hideItems.hide(HiddenItems(events: [Sample.opening.id]))

        let context = PersonDetailModuleTestContext(core: core, name: "Con Chair")

        #expect(context.scene.event(titled: "Opening Ceremony")?.notes == ["hidden"])
        #expect(context.scene.event(titled: "Closing Ceremony")?.notes == ["cancelled"])
    }

    @Test("Given a person's page, when the user chooses an event or a link, then the module reports it")
    func choosing() throws {
        let context = PersonDetailModuleTestContext(
            core: try ConbookTestContext.storing(SamplePeople.content), name: "Sketchy Fox")

        context.scene.simulateSelectingEvent(titled: "Drawing Paws")
        context.scene.simulateSelectingLink(named: "Portfolio")

        #expect(context.delegate.selectedEvents == [Sample.drawingWorkshop.id])
        #expect(context.delegate.selectedLinks.map(\.name) == ["Portfolio"])
        #expect(context.delegate.selectedLinks.first?.destination == .webPage("https://sketchy.example"))
    }

    @Test("Given someone who hosts nothing, when their page opens, then it says so; for a name nobody goes by, it is unavailable")
    func nothingHostedAndNobody() throws {
        let core = try ConbookTestContext.storing(SamplePeople.content)
        let otter = PersonDetailModuleTestContext(core: core, name: "Quiet Otter")
        let nobody = PersonDetailModuleTestContext(core: core, name: "Nobody Here")

        #expect(otter.scene.viewModel?.eventsHeading == "0 events")
        #expect(otter.scene.viewModel?.noEventsMessage == "They host no event of the schedule.")
        #expect(nobody.scene.viewModel == nil)
        #expect(nobody.scene.unavailableMessage == "Nobody by this name hosts an event of the convention any more.")
    }

    @Test("Given a page open, when a sync takes the person's last event away, then the page says they are gone")
    func goneAfterSync() async throws {
        let core = try ConbookTestContext.storing(Sample.content)
        let context = PersonDetailModuleTestContext(core: core, name: "DJ Howl")
        var content = Sample.content
        content[Event.self].remove(Sample.danceParty.id)
        core.answerSyncs(with: content)

        _ = await core.conbook.refreshConvention.refresh()

        #expect(context.scene.viewModel == nil)
        #expect(context.scene.unavailableMessage != nil)
    }

    @Test("Given a store that cannot save favourites, when the user marks an event, then the page says why and nothing changes")
    func favouriteNotSaved() throws {
        let core = try ConbookTestContext.storing(Sample.content)
        let context = PersonDetailModuleTestContext(core: core, name: "Pen Wolf")
        core.store.failsWrites = true

        context.scene.simulateTogglingFavourite(titled: "Drawing Paws")

        #expect(context.scene.errorMessage?.hasPrefix("The favourite could not be saved:") == true)
        #expect(context.scene.event(titled: "Drawing Paws")?.isFavourite == false)
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(PersonDetailTexts.languageDifferences == [])
    }

    @Test("Given the Core in German, when Pen Wolf's page opens with the opening a favourite, then the overlap note is German")
    func german() throws {
        let context = PersonDetailModuleTestContext(
            core: try ConbookTestContext.storing(Sample.content, favourites: [Sample.opening.id], language: .german),
            name: "Pen Wolf")

        #expect(context.scene.viewModel?.eventsHeading == "1 Veranstaltung")
        #expect(
            context.scene.event(titled: "Drawing Paws")?.notes == ["überschneidet sich mit deinem Favoriten „Opening Ceremony“"])
    }
}
