import ConbookCore
import ConbookTesting
import ConbookTimetable
import Testing

@MainActor
@Suite("Timetable: a day as rooms × time")
struct TimetableTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given day 1 with events in two rooms, when the timetable shows, then the busiest room comes first, rows are quarters of an hour from the first start to the last end, and each event covers its rows"
    )
    func dayOne() throws {
        let context = TimetableModuleTestContext(core: try ConbookTestContext(now: Sample.local(Sample.day1, 10, 30)))
        let viewModel = try #require(context.scene.viewModel)

        #expect(viewModel.selectedDayIndex == 0)
        #expect(viewModel.columns.map(\.title) == ["Main Stage", "Panel Room"])
        #expect(context.scene.columnsWithTitles["Main Stage"] == ["Opening Ceremony", "Dance Party"])
        #expect(viewModel.slotTimes.first == "10:00")
        #expect(viewModel.slotTimes.count == 16 * 4)
        #expect(viewModel.slotTimes.last == "01:45")
        let opening = try #require(viewModel.events.first { $0.title == "Opening Ceremony" })
        #expect((opening.firstSlot, opening.slotCount) == (0, 4))
        let party = try #require(viewModel.events.first { $0.title == "Dance Party" })
        #expect((party.firstSlot, party.slotCount) == (44, 20))
        #expect(viewModel.nowSlot == 2)
    }

    @Test(
        "Given favourites that clash, when shown, then they are marked, the flagged one as clashing; another day has no current time"
    )
    func favouritesAndAnotherDay() throws {
        let core = try ConbookTestContext(
            now: Sample.local(Sample.day1, 10, 30), favourites: [Sample.artShow.id, Sample.fursuitParade.id])
        try core.conbook.seeClashes.setPriority(.high, of: Sample.fursuitParade.id)
        let context = TimetableModuleTestContext(core: core)

        context.scene.simulateSelectingDay(at: 1)

        let events = context.scene.viewModel?.events ?? []
        #expect(events.map(\.title) == ["Art Show Tour", "Fursuit Parade"])
        let tour = try #require(events.first { $0.title == "Art Show Tour" })
        let parade = try #require(events.first { $0.title == "Fursuit Parade" })
        #expect(tour.isFavourite && tour.isClashing)
        #expect(parade.isFavourite && !parade.isClashing)
        #expect(context.scene.viewModel?.nowSlot == nil)
    }

    @Test(
        "Given the user chooses one room, when shown, then only its column is, and choosing none shows every room again; an event chosen is reported"
    )
    func roomsAndSelection() throws {
        let context = TimetableModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateChoosingRooms(["Panel Room"])
        #expect(context.scene.viewModel?.columns.map(\.title) == ["Panel Room"])
        #expect(context.scene.viewModel?.chosenRoomIndexes == [1])
        context.scene.simulateChoosingRooms([])
        #expect(context.scene.viewModel?.columns.count == 2)

        context.scene.simulateSelectingEvent(titled: "Drawing Paws")
        #expect(context.delegate.selectedEvents == [Sample.drawingWorkshop.id])
    }

    @Test("Given two events overlapping in one room, when shown, then the room takes two columns so that boxes never overlap")
    func overlapInOneRoom() throws {
        var content = Sample.content
        var second = Sample.opening
        second.id = "event-second-opening"
        second.title = "Second Opening"
        second.start = Sample.local(Sample.day1, 10, 30)
        content[Event.self].upsert(second)
        let context = TimetableModuleTestContext(core: try ConbookTestContext.storing(content))

        #expect(context.scene.viewModel?.columns.map(\.title) == ["Main Stage", "Main Stage", "Panel Room"])
    }

    @Test("Given nothing stored, when shown, then it says the schedule is empty")
    func empty() throws {
        let context = TimetableModuleTestContext(core: try ConbookTestContext(stored: nil))

        #expect(context.scene.viewModel?.emptyMessage == "The schedule is empty.")
        #expect(context.scene.viewModel?.columns == [])
    }
}
