import ConbookCore
import ConbookSettings
import ConbookTesting
import Testing

/// Records what the settings module reported.
@MainActor
private final class RecordingSettingsDelegate: SettingsModuleDelegate {
    var clearedCount = 0
    func settingsModuleDidClearConventionData() { clearedCount += 1 }
}

@MainActor
@Suite("Settings")
struct SettingsModuleTests {
    private typealias Sample = SampleConvention

    private func settings(
        _ core: ConbookTestContext, installation: (any InstallationFacts)? = StubInstallationFacts()
    )
        -> (CapturingSettingsScene, RecordingSettingsDelegate)
    {
        let scene = CapturingSettingsScene()
        let delegate = RecordingSettingsDelegate()
        SettingsModuleBuilder(conbook: core.conbook, installation: installation).build(scene: scene, delegate: delegate)
        scene.simulateSceneDidLoad()
        return (scene, delegate)
    }

    @Test(
        "Given a synced convention, when Settings appears, then it shows the time zone, the reminder lead time, the data directory and the convention's data, each with how it changes"
    )
    func showsEverySetting() throws {
        let (scene, _) = settings(try ConbookTestContext())

        #expect(
            scene.viewModel
                == SettingsViewModel(rows: [
                    SettingRowViewModel(
                        label: "Times shown in", value: "UTC+2",
                        note: "kept per convention; change it with --time-zone ID, --local-time or --convention-time"),
                    SettingRowViewModel(
                        label: "Reminders", value: "15 minutes before an event",
                        note: "set the minutes before an event (0 to 1,440)",
                        control: .reminderLeadMinutes(current: 15, range: 0...1440)),
                    SettingRowViewModel(
                        label: "Watching", value: "a sync every 15 minutes",
                        note: "how often watching for changes syncs; set the minutes between syncs (1 to 1,440)",
                        control: .syncIntervalMinutes(current: 15, range: 1...1440)),
                    SettingRowViewModel(label: "Data directory", value: "/data/conbook", note: "set with --store DIR"),
                    SettingRowViewModel(
                        label: "Convention data", value: "TESTCON26, 6 events",
                        note: "clearing the data forgets it and its pictures; favourites stay", control: .clearData),
                ]))
    }

    @Test("Given Settings, when a lead time is set, then it shows; one out of range is refused with why and the old one stays")
    func reminderLeadTime() throws {
        let (scene, _) = settings(try ConbookTestContext())

        scene.simulateSettingReminderLeadTime(minutes: 1)
        #expect(scene.value(of: "Reminders") == "1 minute before an event")
        scene.simulateSettingReminderLeadTime(minutes: 0)
        #expect(scene.value(of: "Reminders") == "at the start of an event")
        scene.simulateSettingReminderLeadTime(minutes: 5000)

        #expect(scene.errors == ["5000 is not a valid reminder lead time in minutes: choose from 0 to 1440."])
        #expect(scene.value(of: "Reminders") == "at the start of an event")
    }

    @Test(
        "Given Settings, when the sync interval is set, then it shows and is kept apart from the lead time; 0 is refused with why and the old one stays"
    )
    func syncInterval() throws {
        let core = try ConbookTestContext()
        let (scene, _) = settings(core)
        scene.simulateSettingReminderLeadTime(minutes: 10)

        scene.simulateSettingSyncInterval(minutes: 1)
        #expect(scene.value(of: "Watching") == "a sync every 1 minute")
        scene.simulateSettingSyncInterval(minutes: 90)
        scene.simulateSettingSyncInterval(minutes: 0)

        #expect(scene.errors == ["0 is not a valid sync interval in minutes: choose from 1 to 1440."])
        #expect(scene.value(of: "Watching") == "a sync every 90 minutes")
        #expect(scene.value(of: "Reminders") == "10 minutes before an event")
        #expect(core.conbook.changeSettings.settings() == UserSettings(reminderLeadMinutes: 10, syncIntervalMinutes: 90))
    }

    @Test(
        "Given Settings, when clearing is asked for, then it asks first; no keeps the data, yes clears it and the module reports it"
    )
    func clearingAsksFirst() throws {
        let core = try ConbookTestContext(favourites: [Sample.opening.id])
        let (scene, delegate) = settings(core)

        scene.simulateRequestingClearing()
        #expect(scene.viewModel?.confirmation?.hasPrefix("Clear TESTCON26's data and pictures?") == true)
        scene.simulateCancellingClearing()
        #expect(scene.viewModel?.confirmation == nil)
        scene.simulateConfirmingClearing()
        #expect(core.conbook.hasContent)

        scene.simulateRequestingClearing()
        scene.simulateConfirmingClearing()

        #expect(!core.conbook.hasContent)
        #expect(try core.store.loadFavourites() == [Sample.opening.id])
        #expect(delegate.clearedCount == 1)
    }

    @Test("Given a store that cannot write, when clearing is confirmed, then the error is shown and the data stays")
    func failedClearing() throws {
        let core = try ConbookTestContext()
        core.store.failsWrites = true
        let (scene, delegate) = settings(core)

        scene.simulateRequestingClearing()
        scene.simulateConfirmingClearing()

        #expect(scene.errors.first?.hasPrefix("The setting could not be saved:") == true)
        #expect(core.conbook.hasContent)
        #expect(delegate.clearedCount == 0)
        #expect(scene.viewModel?.confirmation == nil)
    }

    @Test(
        "Given no installation facts and no settings store (an embedder), when Settings appears, then it says the lead time is not kept and leaves out the data directory"
    )
    func embedder() throws {
        let core = try ConbookTestContext()
        let conbook = try Conbook(
            api: core.api, store: core.store, clock: core.clock, calendar: core.calendar, richTextParser: PlainRichTextParser())
        let scene = CapturingSettingsScene()
        SettingsModuleBuilder(conbook: conbook, installation: nil).build(scene: scene, delegate: RecordingSettingsDelegate())
        scene.simulateSceneDidLoad()

        #expect(scene.viewModel?.rows.map(\.label) == ["Times shown in", "Reminders", "Watching", "Convention data"])
        #expect(scene.viewModel?.rows[1].note == "not kept here")
        #expect(scene.viewModel?.rows[2].note == "not kept here")
        #expect(scene.viewModel?.rows.compactMap(\.control) == [.clearData])
    }
}
