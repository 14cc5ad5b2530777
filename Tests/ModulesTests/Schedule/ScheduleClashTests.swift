import ConbookCore
import ConbookNews
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Schedule and News: favourites that clash")
struct ScheduleClashTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given two overlapping favourites on day 2, when the day is listed, then both rows say what they clash with; with one set to high priority only the other does; a non-favourite overlapping them says nothing"
    )
    func scheduleRows() throws {
        let core = try ConbookTestContext(
            now: Sample.local(Sample.day2, 9, 0), favourites: [Sample.artShow.id, Sample.fursuitParade.id])
        let context = ScheduleModuleTestContext(core: core)

        #expect(context.scene.rows.map(\.clash) == ["clashes with Fursuit Parade", "clashes with Art Show Tour"])

        try core.conbook.seeClashes.setPriority(.high, of: Sample.artShow.id)

        #expect(context.scene.rows.map(\.clash) == [nil, "clashes with Art Show Tour"])
    }

    @Test("Given two overlapping favourites today, when News is shown, then each of today's favourites says what it clashes with")
    func newsRows() throws {
        let core = try ConbookTestContext(
            now: Sample.local(Sample.day2, 9, 0), favourites: [Sample.artShow.id, Sample.fursuitParade.id])
        let context = NewsModuleTestContext(core: core)

        let rows = context.scene.section(titled: "Today's favourites")?.rows ?? []
        #expect(
            rows == [
                .event(
                    NewsEventRowViewModel(
                        id: Sample.artShow.id.rawValue, title: "Art Show Tour", timeRange: "14:00–15:00", room: "Panel Room",
                        status: "starts at 14:00 · clashes with Fursuit Parade", isFavourite: true)),
                .event(
                    NewsEventRowViewModel(
                        id: Sample.fursuitParade.id.rawValue, title: "Fursuit Parade", timeRange: "14:30–16:00",
                        room: "Main Stage",
                        status: "starts at 14:30 · clashes with Art Show Tour", isFavourite: true)),
            ])
    }
}
