import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

@Suite("Schedule export times")
struct ScheduleTimeTests {
    private func onlyEvent(_ xml: String, fallbackTimeZone: String? = nil) throws -> Event {
        let response = try ScheduleFixtures.decode(xml, fallbackTimeZone: fallbackTimeZone)
        return try #require(response[Event.self].changed.first)
    }

    @Test(
        "Given a duration notation, when an event is decoded, then its end is the start plus that duration",
        arguments: [("00:30", 30), ("0:30", 30), ("1:05", 65), ("12:59", 779), ("01:30:00", 90), ("1:02:00", 1560)])
    func durations(text: String, minutes: Int) throws {
        let event = try onlyEvent(
            ScheduleXML.document(body: ScheduleXML.event("<title>T</title><start>10:00</start><duration>\(text)</duration>")))
        #expect(event.start.duration(to: event.end) == .seconds(minutes * 60))
    }

    @Test("Given a start before day_change, when decoded, then it falls on the next calendar date but stays on its day")
    func dayChange() throws {
        let xml = ScheduleXML.document(
            conference: "<title>Night Con</title><time_zone_name>Europe/Berlin</time_zone_name><day_change>06:00</day_change>",
            body: ScheduleXML.event("<title>Late</title><start>01:30</start><duration>00:45</duration>"))
        let event = try onlyEvent(xml)
        #expect(event.start == ScheduleFixtures.instant("2024-03-31T01:30:00+01:00"))
        #expect(event.dayID == "2024-03-30")
    }

    @Test(
        "Given day_change 06:00, when events start at it, a minute before it or a minute after, then only a start before day_change falls on the next calendar date",
        arguments: [
            ("05:59", "2024-03-31T05:59:00+02:00"), ("06:00", "2024-03-30T06:00:00+01:00"),
            ("06:01", "2024-03-30T06:01:00+01:00"),
        ])
    func dayChangeBoundary(start: String, expected: String) throws {
        let xml = ScheduleXML.document(
            conference: "<title>Night Con</title><time_zone_name>Europe/Berlin</time_zone_name><day_change>06:00</day_change>",
            body: ScheduleXML.event("<title>Edge</title><start>\(start)</start><duration>00:30</duration>"))
        let event = try onlyEvent(xml)
        #expect(event.start == ScheduleFixtures.instant(expected))
        #expect(event.dayID == "2024-03-30")
    }

    @Test(
        "Given a file without day_change, when an event starts at 00:00, then it falls on its day's own date (midnight starts the day)"
    )
    func midnightWithoutDayChange() throws {
        let xml = ScheduleXML.document(
            conference: "<title>Midnight Con</title><time_zone_name>Europe/Berlin</time_zone_name>",
            body: ScheduleXML.event("<title>Midnight</title><start>00:00</start><duration>00:30</duration>"))
        #expect(try onlyEvent(xml).start == ScheduleFixtures.instant("2024-03-30T00:00:00+01:00"))
    }

    @Test("Given a local start across the spring-forward change, when decoded, then the zone's offset of that date applies")
    func daylightSaving() throws {
        let xml = ScheduleXML.document(
            conference: "<title>DST Con</title><time_zone_name>Europe/Berlin</time_zone_name>",
            dayAttributes: #"date="2024-03-31""#,
            body: ScheduleXML.event("<title>Morning</title><start>10:00</start><duration>1:00</duration>"))
        #expect(try onlyEvent(xml).start == ScheduleFixtures.instant("2024-03-31T10:00:00+02:00"))
    }

    @Test("Given a <date> with an offset that disagrees with <start>, when decoded, then <date> is trusted")
    func dateWins() throws {
        let xml = ScheduleXML.document(
            conference: "<title>W</title><time_zone_name>Asia/Kolkata</time_zone_name>",
            body: ScheduleXML.event("<title>T</title><date>2024-03-30T20:00:00+00:00</date><start>01:30</start>"))
        let event = try onlyEvent(xml)
        #expect(event.start == ScheduleFixtures.instant("2024-03-31T01:30:00+05:30"))
        #expect(event.dayID == "2024-03-30")
    }

    @Test(
        "Given a <date> with an offset of hours and minutes, east or west, when decoded, then both parts of the offset count",
        arguments: [("2024-03-30T10:00:00-03:30", "2024-03-30T13:30:00Z"), ("2024-03-30T10:00:00+05:45", "2024-03-30T04:15:00Z")])
    func offsetsWithMinutes(date: String, utc: String) throws {
        let xml = ScheduleXML.document(
            conference: "<title>W</title><time_zone_name>UTC</time_zone_name>",
            body: ScheduleXML.event("<title>T</title><date>\(date)</date><start>10:00</start>"))
        #expect(try onlyEvent(xml).start == ScheduleFixtures.instant(utc))
    }

    @Test("Given the machine's zone set to three zones, when the real exports are decoded, then the results do not change")
    func machineZoneIndependence() throws {
        let original = NSTimeZone.default
        defer { NSTimeZone.default = original }
        var results: [[SyncResponse]] = []
        for identifier in ["Pacific/Kiritimati", "America/Los_Angeles", "Asia/Kolkata"] {
            NSTimeZone.default = try #require(TimeZone(identifier: identifier))
            results.append([
                try ScheduleFixtures.response(ScheduleFixtures.fosdem2020),
                try ScheduleFixtures.response(ScheduleFixtures.fosdem2020, fallbackTimeZone: "Europe/Brussels"),
                try ScheduleFixtures.response(ScheduleFixtures.debconf23),
                try ScheduleFixtures.decode(
                    ScheduleXML.document(
                        conference: "<title>N</title><day_change>06:00</day_change>",
                        body: ScheduleXML.event("<title>T</title><start>01:30</start>"))),
            ])
        }
        #expect(results[0] == results[1])
        #expect(results[1] == results[2])
        let first = try #require(results[0][0][Event.self].changed.first)
        #expect(first.start == ScheduleFixtures.instant("2020-02-01T09:30:00Z"))
    }

    @Test("Given an event without a start beside a good one, when decoded, then it is skipped naming its line and why")
    func missingStart() throws {
        let xml = ScheduleXML.document(
            body: ScheduleXML.event(id: "42", "<title>Lost</title><duration>00:30</duration>")
                + ScheduleXML.event(id: "43", "<title>Found</title><start>10:00</start>"))
        let response = try ScheduleFixtures.decode(xml)
        #expect(response.skippedLines == ["event line 3: it has no <start>"])
        #expect(response.skipped.map(\.name) == ["Lost"])
        #expect(response.skipped.map(\.identifier) == ["42"])
        #expect(response[Event.self].changed.map(\.title) == ["Found"])
    }

    @Test("Given an unreadable <date>, when decoded, then the event is skipped naming its line and the value")
    func badDate() throws {
        let xml = ScheduleXML.document(
            body: ScheduleXML.event(id: "7", "<title>Odd</title><date>2024-02-30T10:00:00Z</date><start>10:00</start>"))
        #expect(
            try ScheduleFixtures.decode(xml).skippedLines == ["event line 3: the <date> “2024-02-30T10:00:00Z” cannot be read"])
    }

    @Test(
        "Given wafer's DebConf17 export, every <date> its local time mislabelled +00:00, when decoded in its zone, then the events start at the local times <start> says; a true UTC <date> beside a local <start> stays exact"
    )
    func mislabelledUTCDates() throws {
        let mislabelled = ScheduleXML.document(
            body: ScheduleXML.event(id: "1", "<title>Keynote</title><date>2017-08-06T10:00:00+00:00</date><start>10:00</start>"))
        let exact = ScheduleXML.document(
            body: ScheduleXML.event(id: "1", "<title>Keynote</title><date>2017-08-06T14:00:00+00:00</date><start>10:00</start>"))

        let local = try ScheduleFixtures.decode(mislabelled, fallbackTimeZone: "America/Toronto")[Event.self].changed.first
        let utc = try ScheduleFixtures.decode(exact, fallbackTimeZone: "America/Toronto")[Event.self].changed.first

        #expect(local?.start == ScheduleFixtures.instant("2017-08-06T10:00:00-04:00"))
        #expect(utc?.start == ScheduleFixtures.instant("2017-08-06T10:00:00-04:00"))
        #expect(
            try ScheduleFixtures.decode(mislabelled)[Event.self].changed.first?.start
                == ScheduleFixtures.instant("2017-08-06T10:00:00Z"))
    }
}
