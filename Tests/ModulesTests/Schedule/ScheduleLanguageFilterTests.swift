import ConbookCore
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Schedule: filtering by language")
struct ScheduleLanguageFilterTests {
    private typealias Sample = SampleConvention

    /// The sample with languages: the opening in English, the workshop in Austrian German (`de-AT`),
    /// the dance party in German; the rest without one.
    private func core() throws -> ConbookTestContext {
        var content = Sample.content
        for (event, language) in [(Sample.opening, "en"), (Sample.drawingWorkshop, "de-AT"), (Sample.danceParty, "DE")] {
            var event = event
            event.language = language
            content[Event.self].upsert(event)
        }
        return try ConbookTestContext.storing(content)
    }

    @Test(
        "Given events in English and German, when the user lists German ones, then `de` takes in `de-AT` and `DE`, the heading says so, and clearing the language lists every event again"
    )
    func german() throws {
        let context = ScheduleModuleTestContext(core: try core())
        #expect(context.scene.listedTitles == ["Opening Ceremony", "Drawing Paws", "Dance Party"])

        context.scene.simulateFilteringByLanguage("de")

        #expect(context.scene.listedTitles == ["Drawing Paws", "Dance Party"])
        #expect(context.scene.viewModel?.language == "de")
        #expect(context.scene.viewModel?.heading.hasSuffix("· language: de") == true)
        context.scene.simulateFilteringByLanguage(nil)
        #expect(context.scene.listedTitles.count == 3)
    }

    @Test(
        "Given a language no event of the day is held in, when listed, then the list is empty and says the filters match nothing; a search keeps the language"
    )
    func noneAndSearch() throws {
        let context = ScheduleModuleTestContext(core: try core())

        context.scene.simulateFilteringByLanguage("fr")
        #expect(context.scene.listedTitles == [])
        #expect(context.scene.viewModel?.emptyMessage == "No events match these filters on this day.")

        context.scene.simulateFilteringByLanguage(" en ")
        context.scene.simulateSearching(for: "c")
        #expect(context.scene.listedTitles == ["Opening Ceremony"])
    }
}
