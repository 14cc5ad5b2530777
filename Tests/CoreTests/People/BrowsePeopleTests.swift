import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("People: the list A–Z and a person's page")
struct BrowsePeopleTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given the sample, whose source describes nobody, when the people are listed, then every host is there A–Z with their count of events"
    )
    func hostsAtoZ() throws {
        let core = try ConbookTestContext.storing(Sample.content)

        let people = core.conbook.people.people()

        #expect(people.map(\.name) == ["Con Chair", "Curator Cat", "DJ Howl", "Parade Team", "Pen Wolf", "Sketchy Fox"])
        #expect(people.first?.eventCount == 2)
        #expect(people.allSatisfy { !$0.isDescribed && $0.tagLine.isEmpty })
    }

    @Test(
        "Given a person the source describes with a sort name, one who hosts nothing, and the chair written with a role, when listed, then they sort by sort name, count as one, and the quiet one is there with no events"
    )
    func describedPeople() throws {
        let core = try ConbookTestContext.storing(SamplePeople.content)

        let people = core.conbook.people.people()

        #expect(
            people.map(\.name) == [
                "Con Chair", "Curator Cat", "DJ Howl", "Sketchy Fox", "Parade Team", "Pen Wolf", "Pérez Paw", "Quiet Otter",
            ])
        let chair = people.first { $0.name == "Con Chair" }
        #expect(chair?.eventCount == 3)
        let sketchy = people.first { $0.name == "Sketchy Fox" }
        #expect(sketchy?.isDescribed == true)
        #expect(sketchy?.tagLine == "Pencil maker from Lübeck")
        #expect(people.last?.eventCount == 0)
    }

    @Test(
        "Given the described people, when searched, then each word must begin a word of the name or tag line, capitals and accents aside",
        arguments: [
            ("sk", ["Sketchy Fox"]), ("FOX", ["Sketchy Fox"]), ("maker lub", ["Sketchy Fox"]), ("perez", ["Pérez Paw"]),
            ("c", ["Con Chair", "Curator Cat"]), ("ketchy", []), ("", nil),
        ])
    func search(text: String, expected: [String]?) throws {
        let core = try ConbookTestContext.storing(SamplePeople.content)

        let found = core.conbook.people.people(matching: text).map(\.name)

        #expect(found == expected ?? core.conbook.people.people().map(\.name))
    }

    @Test(
        "Given the chair written with a role on one event, when the page is opened by either name, then it holds their three events in schedule order and both written names"
    )
    func pageUnderEveryName() throws {
        let core = try ConbookTestContext.storing(SamplePeople.content)

        for name in ["Con Chair", "con chair (moderator)", "  CON   CHAIR "] {
            let page = core.conbook.people.page(of: name)
            #expect(page?.name == "Con Chair")
            #expect(page?.person == nil)
            #expect(page?.writtenNames == ["Con Chair", "Con Chair (moderator)"])
            #expect(
                page?.events.map(\.id) == [Sample.opening.id, SamplePeople.chairQuestions.id, Sample.closing.id])
        }
    }

    @Test("Given a described person, when their page is opened, then it carries what the source says of them")
    func describedPage() throws {
        let core = try ConbookTestContext.storing(SamplePeople.content)

        let sketchy = core.conbook.people.page(of: "Sketchy Fox")
        let otter = core.conbook.people.page(of: "Quiet Otter")

        #expect(sketchy?.person == SamplePeople.sketchyFox)
        #expect(sketchy?.events.map(\.id) == [Sample.drawingWorkshop.id])
        #expect(otter?.person == SamplePeople.quietOtter)
        #expect(otter?.events.isEmpty == true)
        #expect(core.conbook.people.page(of: "Nobody Here") == nil)
        #expect(core.conbook.people.page(of: "  ") == nil)
    }

    @Test(
        "Given the opening (10–11) as a favourite, when Pen Wolf's page is opened, then Drawing Paws (10–12) says it overlaps the opening; as a favourite itself it is marked, and does not overlap itself"
    )
    func favouritesAndOverlaps() throws {
        let core = try ConbookTestContext.storing(Sample.content, favourites: [Sample.opening.id])

        let before = core.conbook.people.page(of: "Pen Wolf")?.events.first
        try core.conbook.toggleFavourite.setFavourite(Sample.drawingWorkshop.id, true)
        let after = core.conbook.people.page(of: "Pen Wolf")?.events.first

        #expect(before?.scheduled.isFavourite == false)
        #expect(before?.overlappingFavourites.map(\.id) == [Sample.opening.id])
        #expect(after?.scheduled.isFavourite == true)
        #expect(after?.overlappingFavourites.map(\.id) == [Sample.opening.id])
    }

    @Test(
        "Given Drawing Paws cancelled, or the opening favourite hidden, when Pen Wolf's page is opened, then nothing overlaps"
    )
    func cancelledAndHiddenDoNotOverlap() throws {
        var content = Sample.content
        var cancelled = Sample.drawingWorkshop
        cancelled.tags.append(Event.cancelledTag)
        content[Event.self].upsert(cancelled)
        let cancelledCore = try ConbookTestContext.storing(content, favourites: [Sample.opening.id])
        let hiddenCore = try ConbookTestContext.storing(Sample.content, favourites: [Sample.opening.id])
        try hiddenCore.conbook.hideItems.hide(HiddenItems(events: [Sample.opening.id]))

        #expect(cancelledCore.conbook.people.page(of: "Pen Wolf")?.events.first?.overlappingFavourites == [])
        #expect(hiddenCore.conbook.people.page(of: "Pen Wolf")?.events.first?.overlappingFavourites == [])
    }

    @Test("Given the chair's opening hidden, when the chair's page is opened, then the opening is still there, marked hidden")
    func hiddenEventsStayMarked() throws {
        let core = try ConbookTestContext.storing(Sample.content)
        try core.conbook.hideItems.hide(HiddenItems(events: [Sample.opening.id]))

        let events = core.conbook.people.page(of: "Con Chair")?.events

        #expect(events?.map(\.id) == [Sample.opening.id, Sample.closing.id])
        #expect(events?.map(\.scheduled.isHidden) == [true, false])
    }

    @Test(
        "Given a store whose events cannot be read, when the people are listed, then the described ones are still listed and the failure is reported"
    )
    func unreadableEvents() throws {
        let core = try ConbookTestContext.storing(SamplePeople.content)
        core.store.unreadableEventsReason = "disk gone"

        let people = core.conbook.people.people()

        #expect(people.map(\.name) == ["Sketchy Fox", "Quiet Otter"])
        #expect(core.conbook.readProblem != nil)
    }

    @Test(
        "Given the people listed once, when listed, searched and opened again, then the events' hosts are not read again; after a sync that changes the content, they are, and the list follows it"
    )
    func readOnceUntilTheContentChanges() async throws {
        let core = try ConbookTestContext.storing(Sample.content)
        _ = core.conbook.people.people()
        let readsAfterFirst = core.store.wholeLoadCount

        _ = core.conbook.people.people(matching: "fox")
        _ = core.conbook.people.page(of: "Con Chair")
        let readsAfterMore = core.store.wholeLoadCount
        core.answerSyncs(with: SamplePeople.content)
        _ = await core.conbook.refreshConvention.refresh()
        let afterSync = core.conbook.people.people().map(\.name)

        #expect(readsAfterFirst == 1)
        #expect(readsAfterMore == 1)
        #expect(afterSync.contains("Quiet Otter"))
    }
}
