import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Settings: reminder lead time, clearing the convention's data")
struct SettingsTests {
    private typealias Sample = SampleConvention

    @Test("Given no settings saved, when read, then the reminder lead time is 15 minutes; a new one is saved and read back")
    func leadTime() throws {
        let core = try ConbookTestContext()
        #expect(core.conbook.changeSettings.settings().reminderLeadMinutes == 15)

        try core.conbook.changeSettings.setReminderLeadTime(minutes: 30)

        #expect(core.conbook.changeSettings.settings().reminderLeadMinutes == 30)
        #expect(core.settingsStore.saved?.reminderLeadMinutes == 30)
    }

    @Test("Given a lead time out of range, or a store that fails, when set, then it is refused with why and nothing changes")
    func refusals() throws {
        let core = try ConbookTestContext()
        #expect(throws: SettingsError.outOfRange(setting: "reminder lead time in minutes", value: -1, range: 0...1440)) {
            try core.conbook.changeSettings.setReminderLeadTime(minutes: -1)
        }
        #expect(throws: SettingsError.outOfRange(setting: "reminder lead time in minutes", value: 1441, range: 0...1440)) {
            try core.conbook.changeSettings.setReminderLeadTime(minutes: 1441)
        }
        core.settingsStore.writeFailure = .writeFailed(location: "settings", reason: "disk full")
        #expect(throws: SettingsError.notSaved(.writeFailed(location: "settings", reason: "disk full"))) {
            try core.conbook.changeSettings.setReminderLeadTime(minutes: 5)
        }
        #expect(core.conbook.changeSettings.settings() == .defaults)
    }

    @Test(
        "Given a lead time saved for every convention, when one convention sets its own, then that one changes, another keeps the common one, and a value out of range reads as the next scope's"
    )
    func perConventionSettings() throws {
        let core = try ConbookTestContext()
        let settings = InMemorySettingsStore(saved: UserSettings(reminderLeadMinutes: 20))
        func conbook(of name: String) throws -> Conbook {
            try Conbook(
                api: core.api, store: core.store, clock: core.clock, calendar: core.calendar,
                richTextParser: PlainRichTextParser(), settingsStore: settings, settingsScope: .convention(name))
        }
        #expect(try conbook(of: "fosdem").changeSettings.settings().reminderLeadMinutes == 20)

        try conbook(of: "fosdem").changeSettings.setReminderLeadTime(minutes: 5)

        #expect(try conbook(of: "fosdem").changeSettings.settings().reminderLeadMinutes == 5)
        #expect(try conbook(of: "36c3").changeSettings.settings().reminderLeadMinutes == 20)
        #expect(settings.saved?.reminderLeadMinutes == 20)

        try settings.saveSettings(SavedSettings(reminderLeadMinutes: 99_999), in: .convention("fosdem"))
        #expect(try conbook(of: "fosdem").changeSettings.settings().reminderLeadMinutes == 20)
        try settings.saveSettings(SavedSettings(reminderLeadMinutes: -1), in: .everyConvention)
        #expect(try conbook(of: "fosdem").changeSettings.settings() == .defaults)
    }

    @Test("Given no settings store (an embedder), when a lead time is set, then it is refused as not kept; the defaults apply")
    func notKept() throws {
        let core = try ConbookTestContext()
        let conbook = try Conbook(
            api: core.api, store: core.store, clock: core.clock, calendar: core.calendar,
            richTextParser: PlainRichTextParser())

        #expect(!conbook.changeSettings.keepsSettings)
        #expect(throws: SettingsError.notKept) { try conbook.changeSettings.setReminderLeadTime(minutes: 5) }
        #expect(conbook.changeSettings.settings() == .defaults)
    }

    @Test(
        "Given a synced convention with favourites and pictures, when its data is cleared, then nothing is stored but the favourites, and the next refresh downloads it all again"
    )
    func clearingKeepsFavourites() async throws {
        let core = try ConbookTestContext(favourites: [Sample.opening.id])
        core.api.serveImages(Sample.imageBytes.mapValues { .success($0) })
        _ = await core.conbook.refreshConvention.refresh()
        await core.settle()
        #expect(try !core.imageStore.storedImages().isEmpty)

        try core.conbook.changeSettings.clearConventionData()

        #expect(!core.conbook.hasContent)
        #expect(core.store.convention == nil)
        #expect(try core.store.loadFavourites() == [Sample.opening.id])
        #expect(try core.imageStore.storedImages().isEmpty)

        let outcome = await core.conbook.refreshConvention.refresh()
        #expect(try outcome.get().wasFullSync)
        #expect(core.conbook.hasContent)
        #expect(core.api.requests.last == .some(nil))
    }

    @Test("Given a sync running, when the data is cleared, then it is refused and nothing changes")
    func notDuringASync() async throws {
        let api = ControllableConventionAPI()
        let core = try ConbookTestContext(controllableAPI: api)
        core.conbook.refreshConvention.startRefresh()
        await api.waitForPendingRequests()

        #expect(throws: SettingsError.syncRunning) { try core.conbook.changeSettings.clearConventionData() }
        #expect(core.conbook.hasContent)

        api.complete(with: .success(Sample.fullSync))
        await core.settle()
    }

    @Test("Given a store that cannot write, when the data is cleared, then it is refused and the convention stays readable")
    func failedClear() throws {
        let core = try ConbookTestContext()
        core.store.failsWrites = true

        #expect(throws: SettingsError.notSaved(.writeFailed(location: "memory", reason: "simulated write failure"))) {
            try core.conbook.changeSettings.clearConventionData()
        }
        #expect(core.conbook.hasContent)
        #expect(core.conbook.browseSchedule.days().count == 3)
    }
}
