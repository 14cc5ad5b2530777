import ConbookCore
import ConbookNews
import ConbookTesting
import Testing

@MainActor
@Suite("News: crowded conventions")
struct NewsCrowdedTests {
    @Test("Given 30 talks running and 60 upcoming, when the news appears, then each section lists the first 20 and says how many more there are")
    func sectionsAreCapped() throws {
        let context = NewsModuleTestContext(core: try CrowdedConvention.core(talks: 600))

        #expect(context.scene.eventTitles(inSection: "Running now") == CrowdedConvention.titles(122...141))
        #expect(context.scene.section(titled: "Running now")?.rows.last
            == .message("… and 10 more running now: the Schedule lists them all."))
        #expect(context.scene.eventTitles(inSection: "Upcoming") == CrowdedConvention.titles(152...171))
        #expect(context.scene.section(titled: "Upcoming")?.rows.last
            == .message("… and 40 more in the next hour: the Schedule lists them all."))
    }

    @Test("Given exactly 20 upcoming events, when the news appears, then all are listed with no note")
    func tenFitWithoutANote() throws {
        let context = NewsModuleTestContext(core: try CrowdedConvention.core(talks: 171))

        #expect(context.scene.eventTitles(inSection: "Upcoming") == CrowdedConvention.titles(152...171))
        #expect(context.scene.section(titled: "Upcoming")?.rows.count == 20)
    }
}
