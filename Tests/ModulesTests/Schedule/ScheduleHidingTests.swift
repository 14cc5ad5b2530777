import ConbookCore
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Schedule: hiding rooms, tracks and languages")
struct ScheduleHidingTests {
    private typealias Sample = SampleConvention

    /// The sample with the opening held in German.
    private func core() throws -> ConbookTestContext {
        var content = Sample.content
        var opening = Sample.opening
        opening.language = "de"
        content[Event.self].upsert(opening)
        return try ConbookTestContext.storing(content)
    }

    @Test(
        "Given day 1, when the user hides the Panel Room, then its workshop leaves the list; with hidden ones listed too it comes back marked hidden, and the heading says so"
    )
    func hideRoom() throws {
        let context = ScheduleModuleTestContext(core: try core())
        #expect(context.scene.listedTitles == ["Opening Ceremony", "Drawing Paws", "Dance Party"])

        context.scene.simulateHidingRoom(named: Sample.panelRoom.name)

        #expect(context.scene.listedTitles == ["Opening Ceremony", "Dance Party"])
        context.scene.simulateSettingIncludesHidden(true)
        #expect(context.scene.listedTitles == ["Opening Ceremony", "Drawing Paws", "Dance Party"])
        #expect(context.scene.rows.map(\.isHidden) == [false, true, false])
        #expect(context.scene.viewModel?.isIncludingHidden == true)
        #expect(context.scene.viewModel?.heading.hasSuffix("· hidden ones too") == true)
    }

    @Test(
        "Given day 1, when the user hides the Stage track and the language de, then only the workshop stays; a search still finds the opening, marked hidden"
    )
    func hideTrackAndLanguage() throws {
        let context = ScheduleModuleTestContext(core: try core())

        context.scene.simulateHidingLanguage("DE")
        #expect(context.scene.listedTitles == ["Drawing Paws", "Dance Party"])
        context.scene.simulateHidingTrack(named: Sample.stageTrack.name)

        #expect(context.scene.listedTitles == ["Drawing Paws"])
        context.scene.simulateSearching(for: "opening")
        #expect(context.scene.listedTitles == ["Opening Ceremony"])
        #expect(context.scene.rows.first?.isHidden == true)
    }

    @Test("Given a store that fails to write, when the user hides a room, then the schedule says why and lists it still")
    func failedWrite() throws {
        let core = try core()
        let context = ScheduleModuleTestContext(core: core)
        core.store.failsWrites = true

        context.scene.simulateHidingRoom(named: Sample.panelRoom.name)

        #expect(context.scene.errorMessage?.hasPrefix("It could not be hidden: ") == true)
        #expect(context.scene.listedTitles == ["Opening Ceremony", "Drawing Paws", "Dance Party"])
    }

    @Test("Given an event hidden elsewhere (its page), when the schedule shows, then it leaves the list at once")
    func hiddenElsewhere() throws {
        let core = try core()
        let context = ScheduleModuleTestContext(core: core)

        try core.conbook.hideItems.hide(HiddenItems(events: [Sample.danceParty.id]))

        #expect(context.scene.listedTitles == ["Opening Ceremony", "Drawing Paws"])
    }
}
