import ConbookCore
import ConbookNews
import ConbookTesting
import Testing

@MainActor
@Suite("News: today's free time between favourites")
struct NewsFreeTimeTests {
    private typealias Sample = SampleConvention

    private static let lunchPanel = SampleFreeTime.lunchPanel

    private func news(at hour: Int, _ minute: Int, language: Language = .english) throws -> NewsModuleTestContext {
        let content = SampleFreeTime.content()
        let core = try ConbookTestContext.storing(
            content, favourites: [Sample.opening.id, Sample.danceParty.id], language: language)
        core.clock.set(Sample.local(Sample.day1, hour, minute))
        return NewsModuleTestContext(core: core)
    }

    @Test(
        "Given the opening and the dance party as favourites at 12:30, when News appears, then today's favourites end with the free time under way and what still fits in it"
    )
    func freeNow() throws {
        let context = try news(at: 12, 30)

        #expect(context.scene.section(titled: "Today's favourites")?.rows.last == .message("Free until 21:00: 1 event fits"))
    }

    @Test("Given the same favourites at 9:00, when News appears, then it names the free time to come")
    func freeLater() throws {
        let context = try news(at: 9, 0)

        #expect(
            context.scene.section(titled: "Today's favourites")?.rows.last
                == .message("Free from 11:00 to 21:00: 1 event fits"))
    }

    @Test("Given the same favourites at 13:30, when News appears, then the free time under way says nothing fits any more")
    func nothingFitsAnyMore() throws {
        let context = try news(at: 13, 30)

        #expect(
            context.scene.section(titled: "Today's favourites")?.rows.last == .message("Free until 21:00: no event fits in it"))
    }

    @Test("Given the Core in German at 12:30, when News appears, then the free time reads in German")
    func german() throws {
        let context = try news(at: 12, 30, language: .german)

        #expect(
            context.scene.section(titled: "Favoriten heute")?.rows.last
                == .message("Frei bis 21:00: 1 Veranstaltung passt hinein"))
    }
}
