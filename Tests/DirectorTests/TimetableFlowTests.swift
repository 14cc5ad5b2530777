import ConbookCore
import ConbookDirector
import ConbookEventDetail
import ConbookTesting
import ConbookTimetable
import Testing

@MainActor
@Suite("Director: Timetable")
struct TimetableFlowTests {
    @Test(
        "Given the content shown, when the timetable is asked for, then it opens on top of the selected section; an event chosen there opens its detail, and back returns to the grid"
    )
    func timetableOpensEvents() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Schedule")

        app.director.show(.timetable)
        let timetable = try #require(app.visible(CapturingTimetableScene.self))
        #expect(timetable.viewModel?.columns.isEmpty == false)
        timetable.simulateSelectingEvent(titled: SampleConvention.opening.title)

        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == SampleConvention.opening.title)
        #expect(app.navigator.selectedSectionTitle == "Schedule")
        #expect(app.goBack())
        #expect(app.visible(CapturingTimetableScene.self) != nil)
    }
}
