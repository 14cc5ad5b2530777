import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

/// GOOD 2025 is published by pretalx as xCal, as iCalendar and as widget JSON: whichever is read,
/// its talks are the same.
@Suite("One conference in three formats")
struct GoodConferenceAcrossFormatsTests {
    private struct Talk: Hashable {
        var title: String
        var start: Instant
        var room: Room.ID
    }

    /// The talks of a file read by content detection (breaks, which only the widget lists, left out).
    private func talks(_ name: String) throws -> Set<Talk> {
        let response = try ScheduleFixtures.response(name, fallbackTimeZone: "America/New_York")
        let talks = response[Event.self].changed.filter { !$0.tags.contains("break") }
        #expect(talks.count == 72, "\(name)")
        return Set(talks.map { Talk(title: $0.title, start: $0.start, room: $0.roomID) })
    }

    @Test(
        "Given GOOD 2025 as xCal, as iCalendar and as pretalx widget JSON, when each is read by its content, then the same 72 talks come out by title, start instant and room"
    )
    func sameTalks() throws {
        let xCal = try talks(ScheduleFixtures.goodXCal)
        let iCalendar = try talks(ScheduleFixtures.goodICalendar)
        let widget = try talks(ScheduleFixtures.goodWidget)

        #expect(xCal.count == 72)
        #expect(xCal == iCalendar)
        #expect(xCal == widget)
        #expect(
            xCal.contains(
                Talk(
                    title: "Contributor Jam", start: ScheduleFixtures.instant("2025-03-17T13:00:00-04:00"),
                    room: "Tsai Auditorium (CGIS S010)")))
    }
}
