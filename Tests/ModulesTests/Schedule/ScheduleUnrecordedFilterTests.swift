import ConbookCore
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Schedule: the events that will not be recorded")
struct ScheduleUnrecordedFilterTests {
    private typealias Sample = SampleConvention

    /// The sample with Drawing Paws and the Dance Party not to be recorded (day 1).
    private func core() throws -> ConbookTestContext {
        var content = Sample.content
        for var event in [Sample.drawingWorkshop, Sample.danceParty] {
            event.tags.append(Event.notRecordedTag)
            content[Event.self].upsert(event)
        }
        return try ConbookTestContext.storing(content)
    }

    @Test(
        "Given two events of the day the source will not record, when the user lists only those, then the others leave, the heading says so, a search keeps it, and switching it off lists every event again"
    )
    func onlyUnrecorded() throws {
        let context = ScheduleModuleTestContext(core: try core())
        #expect(context.scene.listedTitles == ["Opening Ceremony", "Drawing Paws", "Dance Party"])

        context.scene.simulateSettingUnrecordedOnly(true)

        #expect(context.scene.listedTitles == ["Drawing Paws", "Dance Party"])
        #expect(context.scene.viewModel?.isUnrecordedOnly == true)
        #expect(context.scene.viewModel?.heading.hasSuffix("· not recorded") == true)
        context.scene.simulateSearching(for: "dance")
        #expect(context.scene.listedTitles == ["Dance Party"])
        context.scene.simulateSearching(for: "")
        context.scene.simulateSettingUnrecordedOnly(false)
        #expect(context.scene.listedTitles.count == 3)
    }

    @Test(
        "Given a day where every event will be recorded, when only unrecorded ones are listed, then the list says the filters match nothing"
    )
    func noneThatDay() throws {
        let context = ScheduleModuleTestContext(core: try core())
        context.scene.simulateSelectingDay(at: 1)

        context.scene.simulateSettingUnrecordedOnly(true)

        #expect(context.scene.listedTitles == [])
        #expect(context.scene.viewModel?.emptyMessage == "No events match these filters on this day.")
        context.scene.simulateClearingFilters()
        #expect(context.scene.viewModel?.isUnrecordedOnly == false)
    }
}
