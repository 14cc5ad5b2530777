import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("One plan across conventions")
struct CrossConventionPlanTests {
    private typealias Sample = SampleConvention

    /// A favourite of a convention, with the sample's day, room and track.
    private func favourite(
        _ convention: String, _ id: Event.ID, from start: Instant, to end: Instant, cancelled: Bool = false
    )
        -> ConventionFavourite
    {
        let event = Event(
            id: id, title: id.rawValue, dayID: Sample.day1.id, roomID: Sample.mainStage.id, trackID: Sample.stageTrack.id,
            start: start, end: end, tags: cancelled ? [Event.cancelledTag] : [])
        return ConventionFavourite(
            conventionName: convention,
            event: ScheduledEvent(
                event: event, day: Sample.day1, room: Sample.mainStage, track: Sample.stageTrack, isFavourite: true))
    }

    @Test(
        "Given favourites of two conventions, one of each overlapping (10–11 and 10:30–12), when planned at 9:00, then they come soonest first and each names the other as a clash; overlaps within one convention do not count here"
    )
    func clashAcrossConventions() {
        let at = { Sample.local(Sample.day1, $0, $1) }
        let talk = favourite("EF27", "ef-talk", from: at(10, 0), to: at(11, 0))
        let panel = favourite("EF27", "ef-panel", from: at(10, 30), to: at(11, 30))
        let workshop = favourite("fosdem", "fosdem-workshop", from: at(10, 30), to: at(12, 0))
        let later = favourite("fosdem", "fosdem-later", from: at(12, 0), to: at(13, 0))

        let plan = CrossConventionPlan([later, workshop, panel, talk], startingAfter: at(9, 0))

        #expect(plan.entries.map(\.favourite) == [talk, panel, workshop, later])
        #expect(plan.entries.map(\.clashes) == [[workshop], [workshop], [talk, panel], []])
    }

    @Test(
        "Given a favourite under way, one ending as another begins, and a cancelled one, when planned, then the started one is left out, back-to-back ones do not clash, and the cancelled one takes no time"
    )
    func boundaries() {
        let at = { Sample.local(Sample.day1, $0, $1) }
        let running = favourite("EF27", "running", from: at(8, 0), to: at(10, 0))
        let first = favourite("EF27", "first", from: at(10, 0), to: at(11, 0))
        let next = favourite("fosdem", "next", from: at(11, 0), to: at(12, 0))
        let cancelled = favourite("fosdem", "cancelled", from: at(10, 0), to: at(11, 0), cancelled: true)

        let plan = CrossConventionPlan([running, first, next, cancelled], startingAfter: at(9, 0))

        #expect(plan.entries.map(\.favourite) == [first, next])
        #expect(plan.entries.map(\.clashes) == [[], []])
    }
}
