import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Reminders of favourites")
struct RemindersTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given favourites and the default lead time, when listing, then every favourite not started yet has a reminder 15 minutes before its start, the soonest first"
    )
    func upcoming() throws {
        let core = try ConbookTestContext(
            now: Sample.local(Sample.day1, 10, 30), favourites: [Sample.closing.id, Sample.opening.id, Sample.danceParty.id])

        let reminders = try core.conbook.reminders.upcoming()

        #expect(reminders.map(\.id) == [Sample.danceParty.id, Sample.closing.id])
        #expect(reminders[0].due == Sample.local(Sample.day1, 20, 45))
        #expect(try core.conbook.reminders.due() == [])
        #expect(try core.conbook.reminders.nextDue() == Sample.local(Sample.day1, 20, 45))
    }

    @Test("Given a favourite the source has cancelled (kept, tagged cancelled), when listing reminders, then it has none")
    func cancelledHasNoReminder() throws {
        var content = Sample.content
        var cancelledParty = Sample.danceParty
        cancelledParty.tags.append(Event.cancelledTag)
        content[Event.self].upsert(cancelledParty)
        let core = try ConbookTestContext(
            stored: StoredConvention(
                conventionIdentifier: Sample.identifier, lastServerTime: Sample.serverTime, content: content),
            favourites: [Sample.closing.id, Sample.danceParty.id])

        #expect(try core.conbook.reminders.upcoming().map(\.id) == [Sample.closing.id])
    }

    @Test(
        "Given a reminder due, when it is given and marked, then it is not due again, also for a Core opened anew on the same store"
    )
    func givenOnce() throws {
        let core = try ConbookTestContext(now: Sample.local(Sample.day1, 20, 50), favourites: [Sample.danceParty.id])
        let due = try core.conbook.reminders.due()
        #expect(due.map(\.id) == [Sample.danceParty.id])

        try core.conbook.reminders.markGiven(due)

        #expect(try core.conbook.reminders.due() == [])
        let reopened = try Conbook(
            api: core.api, store: core.store, clock: core.clock, calendar: core.calendar, richTextParser: PlainRichTextParser(),
            settingsStore: core.settingsStore)
        #expect(try reopened.reminders.due() == [])
        #expect(try reopened.reminders.nextDue() == nil)
    }

    @Test("Given a longer lead time set, when listing, then reminders come that much earlier")
    func leadTime() throws {
        let core = try ConbookTestContext(now: Sample.local(Sample.day1, 20, 0), favourites: [Sample.danceParty.id])
        #expect(try core.conbook.reminders.due() == [])

        try core.conbook.changeSettings.setReminderLeadTime(minutes: 60)

        #expect(try core.conbook.reminders.due().map(\.due) == [Sample.local(Sample.day1, 20, 0)])
    }

    @Test(
        "Given a given reminder, when a sync moves the event later, then the moved event is due again at its new time, marked changed; unmarking the favourite cancels it"
    )
    func movedAndCancelled() async throws {
        let core = try ConbookTestContext(now: Sample.local(Sample.day1, 20, 50), favourites: [Sample.danceParty.id])
        try core.conbook.reminders.markGiven(try core.conbook.reminders.due())
        var content = Sample.content
        var moved = Sample.danceParty
        moved.start = Sample.local(Sample.day1, 21, 0).advanced(by: .seconds(600))
        content[Event.self].upsert(moved)
        core.answerSyncs(with: content)
        await core.conbook.refreshConvention.refresh()
        #expect(try core.conbook.reminders.due() == [])

        core.clock.set(Sample.local(Sample.day1, 21, 0))
        let due = try core.conbook.reminders.due()

        #expect(due.map(\.due) == [Sample.local(Sample.day1, 20, 55)])
        #expect(due.first?.event.change?.changedFields.contains(.start) == true)
        try core.conbook.toggleFavourite.toggle(Sample.danceParty.id)
        #expect(try core.conbook.reminders.due() == [])
    }

    @Test(
        "Given the machine slept past a reminder's due time but not past the start, when it wakes, then the reminder is due; past the start it is not"
    )
    func afterSleep() throws {
        let core = try ConbookTestContext(now: Sample.local(Sample.day1, 12, 0), favourites: [Sample.danceParty.id])

        core.clock.set(Sample.local(Sample.day1, 20, 59))
        #expect(try core.conbook.reminders.due().map(\.id) == [Sample.danceParty.id])
        core.clock.set(Sample.local(Sample.day1, 21, 1))
        #expect(try core.conbook.reminders.due() == [])
    }

    @Test("Given a store that cannot save, when marking reminders given, then it throws and they stay due")
    func unsaved() throws {
        let core = try ConbookTestContext(now: Sample.local(Sample.day1, 20, 50), favourites: [Sample.danceParty.id])
        core.store.failsWrites = true

        #expect(throws: StoreError.self) { try core.conbook.reminders.markGiven(try core.conbook.reminders.due()) }
        #expect(try core.conbook.reminders.due().count == 1)
    }
}
