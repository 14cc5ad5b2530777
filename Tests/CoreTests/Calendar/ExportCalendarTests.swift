import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Exporting a calendar")
struct ExportCalendarTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given two favourites, when the favourites are exported, then each is an entry in schedule order with its times, room, track, text and a UID naming the convention and the event"
    )
    func favourites() throws {
        let core = try ConbookTestContext(favourites: [Sample.artShow.id, Sample.opening.id])

        let export = try #require(try core.conbook.exportCalendar.export(.favourites))

        #expect(export.entries.map(\.eventID) == [Sample.opening.id, Sample.artShow.id])
        let opening = export.entries[0]
        #expect(opening.uid == "event-opening@TESTCON26.conbook")
        #expect(opening.start == Sample.opening.start)
        #expect(opening.end == Sample.opening.end)
        #expect(opening.summary == "Opening Ceremony")
        #expect(opening.location == "Main Stage — Hall A")
        #expect(opening.categories == ["Stage"])
        #expect(opening.description == "Welcome aboard\n\nThe convention opens.")
        #expect(opening.hosts == ["Con Chair"])
        #expect(opening.isCancelled == false)
        #expect(export.conventionIdentifier == Sample.identifier)
        #expect(export.exportedAt == core.clock.now)
        #expect(export.lastModified == Sample.serverTime)
    }

    @Test(
        "Given a favourite a sync took off the schedule, when the favourites are exported, then it is there as cancelled, so a calendar drops it too"
    )
    func cancelledFavourite() async throws {
        let core = try ConbookTestContext(favourites: [Sample.closing.id, Sample.opening.id])
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)),
                    EntityChanges<Event>(deleted: [Sample.closing.id]))))
        await core.conbook.refreshConvention.refresh()

        let export = try #require(try core.conbook.exportCalendar.export(.favourites))

        #expect(export.entries.map(\.eventID) == [Sample.opening.id, Sample.closing.id])
        #expect(export.entries.map(\.isCancelled) == [false, true])
        #expect(export.entries[1].start == Sample.closing.start)
        #expect(try core.conbook.exportCalendar.export(.all)?.entries.contains { $0.eventID == Sample.closing.id } == false)
    }

    @Test("Given no favourites, when everything or a room is exported, then every event or the room's are entries")
    func allAndFiltered() throws {
        let core = try ConbookTestContext()

        #expect(try core.conbook.exportCalendar.export(.favourites)?.entries == [])
        #expect(try core.conbook.exportCalendar.export(.all)?.entries.count == Sample.events.count)
        let panel = try core.conbook.exportCalendar.export(.filtered(ScheduleFilter(room: Sample.panelRoom.id)))
        #expect(panel?.entries.map(\.eventID) == [Sample.drawingWorkshop.id, Sample.artShow.id])
    }

    @Test("Given an event with a web link, when exported, then the entry's URL is that link; a mail link is no URL")
    func url() throws {
        var content = Sample.content
        var opening = Sample.opening
        opening.links = [
            EventLink(title: "Mail", url: "mailto:con@example.org"), EventLink(title: "Page", url: "https://example.org/opening"),
        ]
        content[Event.self].upsert(opening)
        let core = try ConbookTestContext.storing(content, favourites: [opening.id, Sample.closing.id])

        let entries = try #require(try core.conbook.exportCalendar.export(.favourites)).entries

        #expect(entries.map(\.url) == ["https://example.org/opening", nil])
    }

    @Test(
        "Given a store that cannot read its events, when exporting, then it fails with the store's error instead of exporting nothing"
    )
    func unreadable() throws {
        let core = try ConbookTestContext(favourites: [Sample.opening.id])
        core.store.unreadableEventsReason = "disk on fire"

        #expect(throws: StoreError.self) { try core.conbook.exportCalendar.export(.favourites) }
    }

    @Test("Given nothing stored yet, when exporting, then there is no export")
    func nothingStored() throws {
        let core = try ConbookTestContext(stored: nil)

        #expect(try core.conbook.exportCalendar.export(.all) == nil)
    }
}
