import ConbookAbout
import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("About")
struct AboutTests {
    private typealias Sample = SampleConvention

    private func about(_ core: ConbookTestContext, installation: (any InstallationFacts)?) -> CapturingAboutScene {
        let scene = CapturingAboutScene()
        AboutModuleBuilder(conbook: core.conbook, installation: installation).build(scene: scene)
        scene.simulateSceneDidLoad()
        return scene
    }

    @Test(
        "Given a synced convention and an installation, when About appears, then it shows the version, the convention, its last sync in its zone, what it holds, the data kept and the credits"
    )
    func everything() throws {
        let scene = about(try ConbookTestContext(), installation: StubInstallationFacts())

        #expect(
            scene.viewModel
                == AboutViewModel(
                    title: "Conbook 9.9.9",
                    convention: [
                        AboutFactViewModel(label: "Convention", value: "TESTCON26"),
                        AboutFactViewModel(label: "Last synced", value: try #require(scene.fact("Last synced"))),
                    ],
                    contents: "6 events · 3 days · 2 rooms · 3 tracks · 2 announcements · 5 dealers · 2 maps · "
                        + "3 knowledge groups · 4 knowledge entries · 3 images",
                    storage: [AboutFactViewModel(label: "Data", value: "/data/conbook (4.2 MB)")],
                    credits: ["Schedule data: Eurofurence (demo)."]))
        #expect(scene.fact("Last synced")?.hasSuffix("(the source's clock)") == true)
        #expect(scene.viewModel?.convention.contains(where: \.isThisMachinesSyncTime) == false)
    }

    @Test(
        "Given a convention that holds a schedule without events and nothing else, when About appears, then it counts the events (none) and only the kinds it holds"
    )
    func onlyTheKindsItHolds() throws {
        let content = ConventionContent([Sample.day1], [Sample.mainStage], [Sample.stageTrack], [Event]())
        let scene = about(try ConbookTestContext.storing(content), installation: nil)

        #expect(scene.viewModel?.contents == "0 events · 1 day · 1 room · 1 track")
    }

    @Test(
        "Given a source without a clock of its own (a schedule file: each download is timed by this machine), when About appears, then the last sync says it is this machine's clock"
    )
    func lastSyncOnThisMachinesClock() throws {
        let api = StubConventionAPI([.success(Sample.fullSync)], reportsItsOwnTime: false)
        let scene = about(try ConbookTestContext(api: api), installation: nil)

        #expect(scene.fact("Last synced")?.hasSuffix("(this machine's clock)") == true)
        #expect(scene.viewModel?.convention.filter(\.isThisMachinesSyncTime).map(\.label) == ["Last synced"])
    }

    @Test(
        "Given a convention whose source says its data is a preview, when About appears, then it says so after the last sync; once live, it says live"
    )
    func publicationState() async throws {
        var content = SampleConvention.content
        content.details = ConventionDetails(title: nil, publicationState: .preview)
        let core = try ConbookTestContext.storing(content)
        let scene = about(core, installation: nil)
        #expect(scene.viewModel?.convention.map(\.label) == ["Convention", "Last synced", "State"])
        #expect(scene.fact("State") == "preview: the schedule may still change")

        content.details = ConventionDetails(title: nil, publicationState: .live)
        core.answerSyncs(with: content)
        await core.conbook.refreshConvention.refresh()

        #expect(scene.fact("State") == "live")
        #expect(scene.fact("Convention") == "TESTCON26")
    }

    @Test(
        "Given a sync that skipped an unreadable event, one pointing at a missing room and a link, when About appears, then it counts them and lists each with its place and reason"
    )
    func skippedEntities() async throws {
        var response = Sample.fullSync
        var lost = Sample.closing
        lost.id = "event-lost"
        lost.roomID = "room-nowhere"
        response[Event.self].changed.append(lost)
        response.skipped = [
            SkippedEntity(
                Event.self, name: "Late Show", place: "line 29", reason: .unreadable("the DTSTART value cannot be read")),
            SkippedEntity(
                Event.self, identifier: "event-opening", name: "Opening Ceremony", place: "line 12", property: "URL",
                reason: .unreadable("not a web address")),
        ]
        let core = try ConbookTestContext(stored: nil, api: StubConventionAPI(answering: response))
        await core.conbook.refreshConvention.refresh()

        let scene = about(core, installation: nil)

        #expect(scene.fact("Left out") == "2 events skipped, 1 detail left out")
        #expect(
            scene.viewModel?.skipped == [
                "event “Late Show” (line 29): the DTSTART value cannot be read",
                "event “Opening Ceremony” (line 12), its URL left out: not a web address",
                "event “Closing Ceremony”: it refers to room room-nowhere, which the data does not hold",
            ])
    }

    @Test(
        "Given a sync that skipped more events than About lists one by one, when About appears, then it lists the first ones and says how many more"
    )
    func manySkippedEntities() async throws {
        var response = Sample.fullSync
        let count = AboutViewModel.skippedShown + 1_234
        for number in 1...count {
            var copy = Sample.opening
            copy.id = Event.ID("copy-\(number)")
            response[Event.self].changed.append(copy)
        }
        response.skipped = (1...count).map { SkippedEntity(Event.self, place: "line \($0)", reason: .unreadable("no start")) }
        let core = try ConbookTestContext(stored: nil, api: StubConventionAPI(answering: response))
        await core.conbook.refreshConvention.refresh()

        let scene = about(core, installation: nil)

        #expect(scene.fact("Left out") == "1,284 events skipped")
        #expect(scene.viewModel?.skipped.count == AboutViewModel.skippedShown + 1)
        #expect(scene.viewModel?.skipped.first == "event (line 1): no start")
        #expect(scene.viewModel?.skipped.last == "and 1,234 more")
    }

    @Test("Given a schedule whose source gives its version, when About appears, then it shows the version after the last sync")
    func scheduleVersion() throws {
        var content = SampleConvention.content
        content.details = ConventionDetails(title: nil, scheduleVersion: "0.33")
        let scene = about(try ConbookTestContext.storing(content), installation: nil)

        #expect(scene.viewModel?.convention.map(\.label) == ["Convention", "Last synced", "Schedule version"])
        #expect(scene.fact("Schedule version") == "0.33")
    }

    @Test("Given nothing synced and no installation facts (an embedder), when About appears, then it says so instead of guessing")
    func nothingKnown() throws {
        let scene = about(try ConbookTestContext(stored: nil), installation: nil)

        #expect(
            scene.viewModel
                == AboutViewModel(
                    title: "Conbook",
                    convention: [AboutFactViewModel(label: "Convention", value: "not downloaded yet")],
                    contents: nil,
                    storage: [AboutFactViewModel(label: "Data", value: "kept by the program that embeds Conbook")],
                    credits: []))
    }

    @Test("Given a data size that cannot be measured, or a large one, then About says so or rounds it")
    func sizes() throws {
        let core = try ConbookTestContext()
        #expect(about(core, installation: StubInstallationFacts(dataSize: nil)).fact("Data") == "/data/conbook (size unknown)")
        #expect(about(core, installation: StubInstallationFacts(dataSize: 812)).fact("Data") == "/data/conbook (812 bytes)")
        #expect(
            about(core, installation: StubInstallationFacts(dataSize: 1_260_000_000)).fact("Data")
                == "/data/conbook (1.3 GB)")
    }

    @Test("Given About shown, when a sync changes what the convention holds, then the counts follow")
    func followsSyncs() async throws {
        let core = try ConbookTestContext()
        var content = Sample.content
        content[Dealer.self].remove(Sample.wolfAndCo.id)
        core.answerSyncs(with: content)
        let scene = about(core, installation: nil)

        core.conbook.refreshConvention.startRefresh()
        await core.settle()

        #expect(scene.viewModel?.contents?.contains("4 dealers") == true)
    }

    @Test(
        "Given a server that names its help, its venue navigation and its public Wi-Fi, when About appears, then it shows them; a sync without them keeps them, and the Wi-Fi entry switched off hides it"
    )
    func serverConfiguration() async throws {
        var content = Sample.content
        content.details = ConventionDetails(
            title: nil,
            appConfiguration: AppConfiguration([
                "SupportUrl": "https://help.example/", "MapsUrl": " https://nav.example/ ", "PublicWifiSsid": "Con-OPEN",
                "CmaUrl": "javascript:alert(1)", "LatestRelease": "7.2.0",
            ]))
        let core = try ConbookTestContext.storing(content)
        let scene = about(core, installation: nil)
        #expect(
            scene.viewModel?.convention.map(\.label) == ["Convention", "Last synced", "Help", "Venue navigation", "Public Wi-Fi"])
        #expect(scene.fact("Help") == "https://help.example/")
        #expect(scene.fact("Venue navigation") == "https://nav.example/")
        #expect(scene.fact("Public Wi-Fi") == "Con-OPEN")

        var withoutConfiguration = Sample.content
        withoutConfiguration.details = ConventionDetails(title: nil, publicationState: .live)
        core.answerSyncs(with: withoutConfiguration)
        await core.conbook.refreshConvention.refresh()
        #expect(scene.fact("Help") == "https://help.example/")
        #expect(scene.fact("State") == "live")

        var switchedOff = Sample.content
        switchedOff.details = ConventionDetails(
            title: nil,
            appConfiguration: AppConfiguration(["PublicWifiSsid": "Con-OPEN", "FeatureWifiConfigDisabled": "TRUE"]))
        core.answerSyncs(with: switchedOff)
        await core.conbook.refreshConvention.refresh()
        #expect(scene.fact("Public Wi-Fi") == nil)
        #expect(scene.fact("Help") == nil)
    }
}
