import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Free time between favourites")
struct FreeTimeTests {
    private typealias Sample = SampleConvention

    private static let lunchPanel = SampleFreeTime.lunchPanel
    private static let eveningTalk = Event(
        id: "event-evening-talk", title: "Evening Talk", dayID: Sample.day1.id, roomID: Sample.panelRoom.id,
        trackID: Sample.artTrack.id, start: Sample.local(Sample.day1, 20, 30), end: Sample.local(Sample.day1, 21, 30))

    /// The sample with two more day-1 events, storing these favourites.
    private func core(favourites: Set<Event.ID>, adding extra: [Event] = []) throws -> ConbookTestContext {
        try ConbookTestContext.storing(
            SampleFreeTime.content(adding: [Self.lunchPanel, Self.eveningTalk] + extra), favourites: favourites)
    }

    @Test(
        "Given the opening (10–11) and the dance party (21:00) as favourites, when the day's free time is asked, then it is 11:00–21:00 with the events that fit in it entirely"
    )
    func gapWithWhatFits() throws {
        let core = try core(favourites: [Sample.opening.id, Sample.danceParty.id])

        let free = core.conbook.seeFreeTime.freeTime(on: Sample.day1.id)

        #expect(free.count == 1)
        #expect(free.first?.start == Sample.local(Sample.day1, 11, 0))
        #expect(free.first?.end == Sample.local(Sample.day1, 21, 0))
        #expect(free.first?.after.id == Sample.opening.id)
        #expect(free.first?.before.id == Sample.danceParty.id)
        #expect(free.first?.length == .seconds(10 * 3600))
        // Drawing Paws (10–12) started before the gap and the evening talk ends after it.
        #expect(free.first?.fitting.map(\.id) == [Self.lunchPanel.id])
    }

    @Test(
        "Given favourites 20 minutes apart, when free time of at least 30 minutes is asked, then there is none; asked for 15, there is the gap",
        arguments: [(30, 0), (20, 1), (15, 1), (21, 0)])
    func minimum(minutes: Int, gaps: Int) throws {
        let quick = Event(
            id: "event-quick", title: "Quick Chat", dayID: Sample.day1.id, roomID: Sample.panelRoom.id,
            trackID: Sample.artTrack.id, start: Sample.local(Sample.day1, 11, 20), end: Sample.local(Sample.day1, 11, 50))
        let core = try core(favourites: [Sample.opening.id, quick.id], adding: [quick])

        #expect(core.conbook.seeFreeTime.freeTime(on: Sample.day1.id, atLeast: .seconds(minutes * 60)).count == gaps)
    }

    @Test(
        "Given overlapping favourites (10–12, and 10:30–11:00 within it) and one at 13:00, when free time is asked, then the gap starts when the one that ends last ends"
    )
    func overlappingFavouritesMerge() throws {
        let coffee = Event(
            id: "event-coffee", title: "Coffee Chat", dayID: Sample.day1.id, roomID: Sample.panelRoom.id,
            trackID: Sample.artTrack.id, start: Sample.local(Sample.day1, 10, 30), end: Sample.local(Sample.day1, 11, 0))
        let core = try core(favourites: [coffee.id, Sample.drawingWorkshop.id, Self.lunchPanel.id], adding: [coffee])

        let free = core.conbook.seeFreeTime.freeTime(on: Sample.day1.id)

        #expect(free.map(\.start) == [Sample.local(Sample.day1, 12, 0)])
        #expect(free.first?.after.id == Sample.drawingWorkshop.id)
        #expect(free.first?.end == Sample.local(Sample.day1, 13, 0))
    }

    @Test(
        "Given a cancelled favourite between two others and a cancelled event in the gap, when free time is asked, then the cancelled favourite takes no time and the cancelled event does not fit"
    )
    func cancelledTakeNoTime() throws {
        var cancelledLunch = Self.lunchPanel
        cancelledLunch.tags.append(Event.cancelledTag)
        let tea = Event(
            id: "event-tea", title: "Tea Time", dayID: Sample.day1.id, roomID: Sample.panelRoom.id,
            trackID: Sample.artTrack.id, start: Sample.local(Sample.day1, 16, 0), end: Sample.local(Sample.day1, 17, 0),
            tags: [Event.cancelledTag])
        let core = try core(
            favourites: [Sample.opening.id, cancelledLunch.id, Sample.danceParty.id], adding: [cancelledLunch, tea])

        let free = core.conbook.seeFreeTime.freeTime(on: Sample.day1.id)

        #expect(free.map(\.start) == [Sample.local(Sample.day1, 11, 0)])
        #expect(free.first?.fitting == [])
    }

    @Test("Given one favourite on a day, or none, when free time is asked, then there is none (it lies between favourites)")
    func needsTwoFavourites() throws {
        #expect(try core(favourites: [Sample.opening.id]).conbook.seeFreeTime.freeTime(on: Sample.day1.id) == [])
        #expect(try core(favourites: []).conbook.seeFreeTime.freeTime(on: Sample.day1.id) == [])
        #expect(
            try core(favourites: [Sample.opening.id, Sample.danceParty.id]).conbook.seeFreeTime.freeTime(on: Sample.day2.id) == []
        )
    }

    @Test(
        "Given the opening and the dance party as favourites, when the next free time is asked at 12:30, then it is the gap under way (until 21:00) with the events that still fit: the lunch panel at 13:00, not Drawing Paws"
    )
    func nextFreeTimeUnderWay() throws {
        let core = try core(favourites: [Sample.opening.id, Sample.danceParty.id])
        core.clock.set(Sample.local(Sample.day1, 12, 30))

        let next = core.conbook.seeFreeTime.nextFreeTime()

        #expect(next?.end == Sample.local(Sample.day1, 21, 0))
        #expect(next?.fitting.map(\.id) == [Self.lunchPanel.id])
    }

    @Test(
        "Given the same favourites, when the next free time is asked at 9:00, then it is the gap to come, every event in it; at 21:30 there is none"
    )
    func nextFreeTimeAheadAndAfter() throws {
        let core = try core(favourites: [Sample.opening.id, Sample.danceParty.id])
        core.clock.set(Sample.local(Sample.day1, 9, 0))
        #expect(core.conbook.seeFreeTime.nextFreeTime()?.start == Sample.local(Sample.day1, 11, 0))
        #expect(core.conbook.seeFreeTime.nextFreeTime()?.fitting.map(\.id) == [Self.lunchPanel.id])

        core.clock.set(Sample.local(Sample.day1, 21, 30))
        #expect(core.conbook.seeFreeTime.nextFreeTime() == nil)
    }

    @Test("Given a day before the convention, when the next free time is asked, then there is none")
    func nextFreeTimeOutsideTheConvention() throws {
        let core = try core(favourites: [Sample.opening.id, Sample.danceParty.id])
        core.clock.set(Sample.local(Sample.day1, 9, 0).advanced(by: .seconds(-3 * 86_400)))

        #expect(core.conbook.seeFreeTime.nextFreeTime() == nil)
    }
}
