import ConbookCore
import ConbookNews
import ConbookTesting
import Testing

@MainActor
@Suite("News: crowded conventions")
struct NewsCrowdedTests {
    @Test(
        "Given 30 talks running and 60 upcoming, when the news appears, then each section lists the first 20 and says how many more there are"
    )
    func sectionsAreCapped() throws {
        let context = NewsModuleTestContext(core: try CrowdedConvention.core(talks: 600))

        #expect(context.scene.eventTitles(inSection: "Running now") == CrowdedConvention.titles(122...141))
        #expect(
            context.scene.section(titled: "Running now")?.rows.last
                == .message("… and 10 more running now: the Schedule lists them all."))
        #expect(context.scene.eventTitles(inSection: "Upcoming") == CrowdedConvention.titles(152...171))
        #expect(
            context.scene.section(titled: "Upcoming")?.rows.last
                == .message("… and 40 more in the next hour: the Schedule lists them all."))
    }

    @Test("Given exactly 20 upcoming events, when the news appears, then all are listed with no note")
    func tenFitWithoutANote() throws {
        let context = NewsModuleTestContext(core: try CrowdedConvention.core(talks: 171))

        #expect(context.scene.eventTitles(inSection: "Upcoming") == CrowdedConvention.titles(152...171))
        #expect(context.scene.section(titled: "Upcoming")?.rows.count == 20)
    }

    @Test("Given 560 talks running at once, when the news appears, then the note counts them only 500 past the page and says so")
    func broadSectionCountedAhead() throws {
        typealias Sample = SampleConvention
        let start = Sample.local(Sample.day1, 10, 0)
        let talks = (1...560).map { number in
            Event(
                id: Event.ID("parallel-\(number)"), title: "Parallel \(number)", dayID: Sample.day1.id,
                roomID: Sample.panelRoom.id, trackID: Sample.artTrack.id, start: start, end: start.advanced(by: .seconds(7200)))
        }
        let content = ConventionContent(
            [Sample.day1, Sample.day2, Sample.day3], [Sample.mainStage, Sample.panelRoom],
            [Sample.stageTrack, Sample.artTrack], talks)
        let context = NewsModuleTestContext(
            core: try ConbookTestContext(
                stored: StoredConvention(
                    conventionIdentifier: Sample.identifier, lastServerTime: Sample.serverTime, content: content)))

        #expect(context.scene.eventTitles(inSection: "Running now").count == 20)
        #expect(
            context.scene.section(titled: "Running now")?.rows.last
                == .message("… and 500+ more running now: the Schedule lists them all."))
    }
}
