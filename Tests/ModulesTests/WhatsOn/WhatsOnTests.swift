import ConbookCore
import ConbookModuleKit
import ConbookTesting
import ConbookWhatsOn
import Testing

/// Where What's on sends the events chosen.
@MainActor
private final class CapturingWhatsOnModuleDelegate: WhatsOnModuleDelegate {
    private(set) var selectedEvents: [Event.ID] = []

    func whatsOnModuleDidSelectEvent(_ event: Event.ID) {
        selectedEvents.append(event)
    }
}

@MainActor
@Suite("What's on: every event running now and starting soon")
struct WhatsOnTests {
    private typealias Sample = SampleConvention
    private let core: ConbookTestContext
    private let scene = CapturingWhatsOnScene()
    private let delegate = CapturingWhatsOnModuleDelegate()

    /// The module built over the sample at 10:30 on day 1 (unless the test says when), looking so
    /// far ahead, on screen.
    init() throws {
        core = try ConbookTestContext()
    }

    private func open(windowMinutes: Int = WhatsOnModuleBuilder.defaultWindowMinutes) {
        WhatsOnModuleBuilder(conbook: core.conbook).build(scene: scene, windowMinutes: windowMinutes, delegate: delegate)
        scene.simulateSceneDidLoad()
    }

    @Test(
        "Given 10:30 on day 1, when What's on opens, then the two events under way are listed with the minutes they still run, and nothing starts within the hour"
    )
    func listsWhatRunsNow() {
        open()

        #expect(scene.viewModel?.heading == "Running now at 10:30, and starting by 11:30 (60 minutes ahead)")
        #expect(scene.viewModel?.sections.map(\.title) == ["Running now"])
        #expect(scene.listedTitles == [["Opening Ceremony", "Drawing Paws"]])
        #expect(scene.row(titled: "Opening Ceremony")?.when == "30 min left")
        #expect(scene.row(titled: "Drawing Paws")?.when == "90 min left")
        #expect(scene.row(titled: "Drawing Paws")?.timeRange == "10:00–12:00")
        #expect(scene.row(titled: "Drawing Paws")?.room == "Panel Room")
        #expect(scene.viewModel?.emptyMessage == nil)
    }

    @Test("Given What's on, when the user looks 11 hours ahead, then what starts by 21:30 is listed with how soon it starts")
    func looksFurtherAhead() {
        open()

        scene.simulateChangingWindow(minutes: 660)

        #expect(scene.viewModel?.windowMinutes == 660)
        #expect(scene.viewModel?.sections.map(\.title) == ["Running now", "Starting by 21:30"])
        #expect(scene.row(titled: "Dance Party")?.when == "starts in 630 min")
    }

    @Test("Given What's on, when the user asks for 0 minutes or more than a day ahead, then the window stays as it was")
    func ignoresAWindowOutOfRange() {
        open(windowMinutes: 90)

        scene.simulateChangingWindow(minutes: 0)
        scene.simulateChangingWindow(minutes: 1441)

        #expect(scene.viewModel?.windowMinutes == 90)
    }

    @Test("Given 13:00 on day 1, when What's on opens, then it says nothing runs and nothing starts within the hour")
    func saysWhenNothingIsOn() {
        core.clock.set(Sample.local(Sample.day1, 13, 0))
        open()

        #expect(scene.viewModel?.sections == [])
        #expect(scene.viewModel?.emptyMessage == "Nothing runs now, and nothing starts in the next 60 minutes.")
    }

    @Test(
        "Given What's on, when the user chooses an event and marks another a favourite, then the first is reported and the second is marked at once"
    )
    func opensAndMarksEvents() {
        open()

        scene.simulateSelectingEvent(titled: "Drawing Paws")
        scene.simulateTogglingFavourite(titled: "Opening Ceremony")

        #expect(delegate.selectedEvents == [Sample.drawingWorkshop.id])
        #expect(scene.row(titled: "Opening Ceremony")?.isFavourite == true)
    }

    @Test(
        "Given What's on listing Drawing Paws, when it is hidden elsewhere and the user then chooses it on the page shown before, then nothing opens and the scene says the page changed"
    )
    func refusesAChoiceOnAChangedPage() throws {
        open()
        let row = try #require(scene.row(titled: "Drawing Paws"))

        try core.conbook.hideItems.hide(HiddenItems(events: [Sample.drawingWorkshop.id]))
        scene.simulateSelectingEvent(id: row.id)

        #expect(delegate.selectedEvents == [])
        #expect(scene.errorMessage == ModuleTexts.english(.pageChanged))
        #expect(scene.listedTitles == [["Opening Ceremony"]])
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func germanMatchesEnglish() {
        #expect(WhatsOnTexts.languageDifferences == [])
    }
}
