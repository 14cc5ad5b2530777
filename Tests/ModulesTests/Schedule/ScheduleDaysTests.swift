import ConbookCore
import ConbookModuleKit
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Schedule: picking a day")
struct ScheduleDaysTests {
    private typealias Sample = SampleConvention

    @Test("Given the convention is on its second day, when the schedule appears, then that day is selected and listed")
    func currentDayIsPreselected() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext(now: Sample.local(Sample.day2, 9, 0)))

        #expect(context.scene.selectedDay == "Thursday 20 August — Day 2")
        #expect(context.scene.listedTitles == ["Art Show Tour", "Fursuit Parade"])
    }

    @Test("Given the convention has not started, when the schedule appears, then the first day is selected")
    func firstDayBeforeTheConvention() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext(now: Sample.serverTime))

        #expect(context.scene.selectedDay == "Wednesday 19 August — Day 1")
    }

    @Test("Given the schedule, when it appears, then every day is offered in calendar order with its date and name")
    func daysAreOfferedInOrder() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        #expect(
            context.scene.viewModel?.days == [
                "Wednesday 19 August — Day 1", "Thursday 20 August — Day 2", "Friday 21 August — Day 3",
            ])
    }

    @Test("Given the first day is shown, when the user picks the third, then the third day's events are listed")
    func pickingADay() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateSelectingDay(at: 2)

        #expect(context.scene.selectedDay == "Friday 21 August — Day 3")
        #expect(context.scene.listedTitles == ["Closing Ceremony"])
    }

    @Test("Given a day, when it is listed, then events are grouped by start time in start order")
    func eventsAreGroupedByStartTime() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        let sections = try #require(context.scene.viewModel?.sections)
        #expect(sections.map(\.title) == ["10:00", "21:00"])
        #expect(sections[0].rows.map(\.title) == ["Opening Ceremony", "Drawing Paws"])
    }

    @Test("Given an event running past midnight, when its day is listed, then it stays on the day it began")
    func afterMidnightEventStaysOnItsDay() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        #expect(context.scene.row(titled: "Dance Party")?.timeRange == "21:00–02:00")
        context.scene.simulateSelectingDay(at: 1)
        #expect(!context.scene.listedTitles.contains("Dance Party"))
    }

    @Test("Given an event, when it is listed, then its row shows time range, room, track, tags and no favourite mark")
    func rowShowsTheEventsParticulars() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        #expect(
            context.scene.row(titled: "Drawing Paws")
                == ScheduleEventRowViewModel(
                    id: Sample.drawingWorkshop.id.rawValue, title: "Drawing Paws", subtitle: "", timeRange: "10:00–12:00",
                    room: "Panel Room", track: "Workshops",
                    isFavourite: false, tags: ["art", "workshop"]))
        #expect(context.scene.row(titled: "Opening Ceremony")?.room == "Main Stage")
        #expect(context.scene.row(titled: "Opening Ceremony")?.subtitle == "Welcome aboard")
    }

    @Test("Given a listed event, when the user chooses it, then the module reports that event")
    func choosingAnEventIsReported() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateSelectingEvent(titled: "Drawing Paws")

        #expect(context.delegate.selectedEvents == [Sample.drawingWorkshop.id])
    }

    @Test("Given no convention data, when the schedule appears, then it says the schedule is empty")
    func emptySchedule() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext(stored: nil))

        #expect(context.scene.viewModel?.sections == [])
        #expect(context.scene.viewModel?.emptyMessage == "The schedule is empty.")
        #expect(context.scene.viewModel?.heading == "No schedule yet")
    }

    @Test("Given a row index that does not exist, when it is reported, then nothing is opened")
    func outOfRangeSelectionIsIgnored() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateSelectingEvent(section: 7, row: 0)
        context.scene.simulateSelectingDay(at: 99)

        #expect(context.delegate.selectedEvents.isEmpty)
        #expect(context.scene.selectedDay == "Wednesday 19 August — Day 1")
    }
}
