import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

@Suite("Whole-conference iCalendar feeds as schedules")
struct ICalendarScheduleTests {
    /// A small feed decoded, lines joined with CRLF.
    private func decode(
        _ lines: [String], fallbackTimeZone: String? = nil, ending: String = "\r\n"
    ) throws(ConventionAPIError)
        -> SyncResponse
    {
        try ICalendarScheduleDecoder(ScheduleReading(now: ScheduleFixtures.now, fallbackTimeZoneIdentifier: fallbackTimeZone))
            .decode(Data((lines.joined(separator: ending) + ending).utf8))
    }

    private func error(_ lines: [String], fallbackTimeZone: String? = nil) -> ConventionAPIError? {
        do {
            _ = try decode(lines, fallbackTimeZone: fallbackTimeZone)
            return nil
        } catch {
            return error
        }
    }

    private func calendar(_ body: [String], head: [String] = []) -> [String] {
        ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Conbook//Tests//EN"] + head + body + ["END:VCALENDAR"]
    }

    private func event(_ uid: String, _ lines: [String]) -> [String] {
        ["BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20260101T000000Z"] + lines + ["END:VEVENT"]
    }

    private func starts(_ response: SyncResponse) -> [String] {
        response[Event.self].changed.map(\.start.description)
    }

    // MARK: Real feeds

    @Test(
        "Given pretalx's GOOD 2025 feed, when decoded, then it has 72 talks in US/Eastern, each titled without its speakers, who are its hosts"
    )
    func goodCounts() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.goodICalendar)
        let events = response[Event.self].changed
        #expect(events.count == 72)
        #expect(Set(events.map(\.id)).count == 72)
        #expect(response.details?.timeZoneIdentifier == "US/Eastern")
        #expect(response.details?.title == "cfp.openondemand.org")
        #expect(response[Day.self].changed.map(\.date.description) == ["2025-03-17", "2025-03-18", "2025-03-19", "2025-03-20"])
        #expect(response[Room.self].changed.count == 5)

        let jam = try #require(response.event("pretalx-2025-RXCFVB@cfp.openondemand.org"))
        #expect(jam.title == "Contributor Jam (Breakout Sessions)")
        #expect(jam.hosts == ["Emily Moffat Sadeghi [Ohio Supercomputer Center]", "Travis Ravert [Ohio Supercomputer Center]"])
        #expect(jam.start == ScheduleFixtures.instant("2025-03-17T13:00:00-04:00"))
        #expect(jam.end == ScheduleFixtures.instant("2025-03-17T17:00:00-04:00"))
        #expect(jam.roomID == Room.ID("Kang Conference Room (CGIS S050)"))
        #expect(jam.links == [EventLink(title: "", url: "https://cfp.openondemand.org/2025/talk/RXCFVB/")])
        #expect(jam.description == "Room for optional breakout sessions")

        let scaling = try #require(events.first { $0.title.hasPrefix("Scaling up OOD") })
        #expect(scaling.title == "Scaling up OOD - a sysadmin's perspective")
        #expect(scaling.hosts == ["Simon Westersund [CSC - IT Center for Science]"])
        let federated = try #require(events.first { $0.title.hasPrefix("Federated") })
        #expect(federated.title == "Federated Open OnDemand")
        #expect(federated.hosts == ["Robin Karlsson [CSC - IT Center for Science]"])
        let working = try #require(events.first { $0.title.hasSuffix("User Guide") })
        #expect(working.title == "Governance Working Group - User Guide")
        #expect(working.hosts.isEmpty)
    }

    @Test(
        "Given the GOOD 2025 feed and pretalx's widget JSON of the same conference, when compared, then the 72 talks have the same titles, start instants and rooms"
    )
    func goodMatchesWidget() throws {
        let widget = try #require(
            try JSONSerialization.jsonObject(with: ScheduleFixtures.data(ScheduleFixtures.goodWidget)) as? [String: Any])
        let rooms = try #require(widget["rooms"] as? [[String: Any]])
        var roomNames: [Int: String] = [:]
        for room in rooms {
            roomNames[room["id"] as? Int ?? -1] = (room["name"] as? [String: Any])?["en"] as? String
        }
        let talks = try #require(widget["talks"] as? [[String: Any]]).filter { $0["code"] != nil }
        let expected = talks.map { talk in
            "\(talk["title"] as? String ?? "?") | \(ScheduleFixtures.instant(talk["start"] as? String ?? "")) | "
                + (roomNames[talk["room"] as? Int ?? -1] ?? "?")
        }
        let response = try ScheduleFixtures.response(ScheduleFixtures.goodICalendar)
        let found = response[Event.self].changed.map { "\($0.title) | \($0.start) | \($0.roomID.rawValue)" }
        #expect(expected.count == 72)
        #expect(found.sorted() == expected.sorted())
    }

    @Test(
        "Given linux.conf.au 2020 (Symposion: a TZID without VTIMEZONE, the zone only in X-WR-TIMEZONE, speakers in the description), when decoded, then 262 events on 6 days in 7 named rooms, Brisbane times and hosts"
    )
    func lca2020() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.lca2020)
        let events = response[Event.self].changed
        #expect(events.count == 262)
        #expect(response[Day.self].changed.count == 6)
        let named = response[Room.self].changed.map(\.name).filter { $0 != "Unknown room" }
        #expect(named.count == 7)
        #expect(Set(named).isSuperset(of: ["Arena", "Room 5", "Room 6", "Room 7", "Room 8", "Room 9"]))
        #expect(response.details?.timeZoneIdentifier == "Australia/Brisbane")
        #expect(response.details?.title == "linux.conf.au 2020")

        let keynote = try #require(response.event("85@lca2020.linux.org.au"))
        #expect(keynote.title == "Keynote: Who cares about Democracy?")
        #expect(keynote.hosts == ["A/Prof Vanessa Teague"])
        #expect(keynote.start == ScheduleFixtures.instant("2020-01-16T09:10:00+10:00"))
        #expect(keynote.end == ScheduleFixtures.instant("2020-01-16T10:10:00+10:00"))
        #expect(keynote.description.hasPrefix("I'll begin with analysis of the Swiss e-voting system"))
        #expect(keynote.roomID == Room.ID("Arena"))
        let registration = try #require(response.event("235@lca2020.linux.org.au"))
        #expect(registration.start == ScheduleFixtures.instant("2020-01-13T08:00:00+10:00"))
        #expect(registration.roomID == Room.ID("Unknown room"))
        #expect(registration.hosts.isEmpty && registration.description == "Registration Open")
    }

    // MARK: Time

    @Test(
        "Given a made-up zone's VTIMEZONE (+02:30, +03:30 from the second Sunday of March) and a Europe/Berlin VTIMEZONE whose rules differ from the zone database's, when decoded, then the made-up zone is read by the file's rules and Berlin by the database"
    )
    func fileRulesForNamesOnlyTheFileKnows() throws {
        let zones = [
            "BEGIN:VTIMEZONE", "TZID:Conbook/Testland",
            "BEGIN:STANDARD", "DTSTART:20001029T030000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU",
            "TZOFFSETFROM:+0330", "TZOFFSETTO:+0230", "END:STANDARD",
            "BEGIN:DAYLIGHT", "DTSTART:20000326T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
            "TZOFFSETFROM:+0230", "TZOFFSETTO:+0330", "END:DAYLIGHT", "END:VTIMEZONE",
            "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
            "BEGIN:STANDARD", "DTSTART:19701025T030000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
            "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "END:STANDARD",
            "BEGIN:DAYLIGHT", "DTSTART:19700301T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=1SU",
            "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "END:DAYLIGHT", "END:VTIMEZONE",
        ]
        let response = try decode(
            calendar(
                zones
                    + event("a", ["SUMMARY:Before", "DTSTART;TZID=Conbook/Testland:20260307T100000", "DURATION:PT1H30M"])
                    + event("b", ["SUMMARY:After", "DTSTART;TZID=Conbook/Testland:20260309T100000", "DURATION:PT1H30M"])
                    + event("c", ["SUMMARY:Gap", "DTSTART;TZID=Conbook/Testland:20260308T023000", "DURATION:PT30M"])
                    + event(
                        "d",
                        [
                            "SUMMARY:Berlin", "DTSTART;TZID=Europe/Berlin:20260310T100000",
                            "DTEND;TZID=Europe/Berlin:20260310T110000",
                        ])
                    + event("e", ["SUMMARY:Berlin UTC", "DTSTART:20260310T090000Z", "DTEND:20260310T100000Z"])))
        #expect(
            starts(response) == [
                "2026-03-07T07:30:00.000Z", "2026-03-09T06:30:00.000Z", "2026-03-08T00:00:00.000Z", "2026-03-10T09:00:00.000Z",
                "2026-03-10T09:00:00.000Z",
            ])
        #expect(response.event("a")?.end.description == "2026-03-07T09:00:00.000Z")
        #expect(response.event("d")?.end.description == "2026-03-10T10:00:00.000Z")
    }

    @Test(
        "Given floating times, when decoded, then they are read in X-WR-TIMEZONE, else the fallback zone, else refused with a message that asks for the zone"
    )
    func floatingTimes() throws {
        let body = event("f", ["SUMMARY:Floating", "DTSTART:20260819T100000", "DTEND:20260819T110000"])
        let vienna = try decode(calendar(body, head: ["X-WR-TIMEZONE:Europe/Vienna"]))
        #expect(starts(vienna) == ["2026-08-19T08:00:00.000Z"])
        #expect(vienna.details?.timeZoneIdentifier == "Europe/Vienna")
        let fallback = try decode(calendar(body), fallbackTimeZone: "America/New_York")
        #expect(starts(fallback) == ["2026-08-19T14:00:00.000Z"])
        let refused = error(calendar(body))
        #expect(
            refused
                == .malformed(
                    "iCalendar: the times are the convention's local times and the file names no time zone;"
                        + " give the convention's zone (e.g. --time-zone Europe/Vienna)"))
        #expect(
            error(calendar(body, head: ["X-WR-TIMEZONE:Mars/Olympus"]))
                == .malformed("iCalendar: X-WR-TIMEZONE names an unknown time zone “Mars/Olympus”"))
    }

    @Test(
        "Given DTEND, DURATION (PT1H30M, P1D), no end, an all-day entry and a cancelled event, when decoded, then the ends follow, the all-day entry is left out and the cancelled one is tagged"
    )
    func endsAndAllDay() throws {
        let response = try decode(
            calendar(
                event("d1", ["SUMMARY:Short", "DTSTART:20260819T100000Z", "DURATION:PT1H30M", "STATUS:CANCELLED"])
                    + event("d2", ["SUMMARY:Long", "DTSTART:20260819T100000Z", "DURATION:P1D"])
                    + event("d3", ["SUMMARY:Moment", "DTSTART:20260819T100000Z"])
                    + event("d4", ["SUMMARY:All day", "DTSTART;VALUE=DATE:20260819", "DTEND;VALUE=DATE:20260820"])))
        let events = response[Event.self].changed
        #expect(events.map(\.title) == ["Short", "Long", "Moment"])
        #expect(
            events.map(\.end.description) == ["2026-08-19T11:30:00.000Z", "2026-08-20T10:00:00.000Z", "2026-08-19T10:00:00.000Z"])
        #expect(events[0].tags == ["cancelled"] && events[1].tags.isEmpty)
    }

    // MARK: Lines

    @Test(
        "Given a summary folded in the middle of a character's UTF-8 bytes, when decoded, then the character is whole"
    )
    func foldInsideCharacter() throws {
        var bytes = Array("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:u\r\nDTSTART:20260819T100000Z\r\nSUMMARY:Caf".utf8)
        bytes += [0xC3, 0x0D, 0x0A, 0x20, 0xA9]  // é = C3 A9, folded between its bytes
        bytes += Array(" über\r\n\t€\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
        let response = try ICalendarScheduleDecoder(ScheduleReading(now: ScheduleFixtures.now)).decode(Data(bytes))
        #expect(response[Event.self].changed.map(\.title) == ["Café über€"])
    }

    @Test("Given the same feed with CRLF, LF and lone CR line ends, when decoded, then each reads the same")
    func lineEnds() throws {
        let lines = calendar(
            event(
                "x", ["SUMMARY:Folded", " title", "DTSTART:20260819T100000Z", "X-UNKNOWN;P=1:ignored", "DTEND:20260819T110000Z"]))
        let results = try ["\r\n", "\n", "\r"].map { ending in try decode(lines, ending: ending)[Event.self].changed }
        #expect(results[0].map(\.title) == ["Foldedtitle"])
        #expect(results[1] == results[0] && results[2] == results[0])
    }

    // MARK: Recurrence

    @Test(
        "Given weekly and daily rules with COUNT, UNTIL, INTERVAL, BYDAY and EXDATE in Europe/Berlin, when decoded, then the instances keep their local time across the DST change and each has the UID and its start as its identifier"
    )
    func recurrence() throws {
        let response = try decode(
            calendar(
                event(
                    "weekly",
                    [
                        "SUMMARY:Weekly", "DTSTART;TZID=Europe/Berlin:20260319T100000", "DURATION:PT1H",
                        "RRULE:FREQ=WEEKLY;COUNT=3",
                    ])
                    + event(
                        "daily",
                        [
                            "SUMMARY:Daily", "DTSTART:20260819T080000Z", "DTEND:20260819T083000Z",
                            "RRULE:FREQ=DAILY;UNTIL=20260823T080000Z", "EXDATE:20260821T080000Z",
                        ])
                    + event(
                        "mwf",
                        [
                            "SUMMARY:Every other week", "DTSTART:20260803T120000Z",
                            "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;COUNT=4",
                        ])))
        let events = response[Event.self].changed
        #expect(
            events.filter { $0.title == "Weekly" }.map(\.start.description) == [
                "2026-03-19T09:00:00.000Z", "2026-03-26T09:00:00.000Z", "2026-04-02T08:00:00.000Z",
            ])
        #expect(events.filter { $0.title == "Weekly" }.map(\.id.rawValue).first == "weekly-20260319T100000")
        #expect(
            events.filter { $0.title == "Daily" }.map(\.start.description) == [
                "2026-08-19T08:00:00.000Z", "2026-08-20T08:00:00.000Z", "2026-08-22T08:00:00.000Z", "2026-08-23T08:00:00.000Z",
            ])
        #expect(events.filter { $0.title == "Daily" }.allSatisfy { $0.start.duration(to: $0.end) == .seconds(1800) })
        #expect(
            events.filter { $0.title == "Every other week" }.map(\.start.utcDate.description) == [
                "2026-08-03", "2026-08-07", "2026-08-17", "2026-08-21",
            ])
        #expect(Set(events.map(\.id)).count == events.count)
    }

    @Test(
        "Given a recurring event with an instance moved by RECURRENCE-ID and an unbounded rule among single events, when decoded, then the moved instance keeps its identity and the unbounded one stops at the conference's end"
    )
    func changedInstanceAndWindow() throws {
        let response = try decode(
            calendar(
                event("talk", ["SUMMARY:Moved later", "RECURRENCE-ID:20260820T100000Z", "DTSTART:20260820T150000Z"])
                    + event("talk", ["SUMMARY:Talk", "DTSTART:20260819T100000Z", "RRULE:FREQ=DAILY;COUNT=3"])
                    + event("coffee", ["SUMMARY:Coffee", "DTSTART:20260819T090000Z", "RRULE:FREQ=DAILY"])
                    + event("close", ["SUMMARY:Closing", "DTSTART:20260821T170000Z", "DTEND:20260821T180000Z"])))
        let events = response[Event.self].changed
        #expect(
            events.filter { $0.id.rawValue.hasPrefix("talk") }.map { "\($0.id.rawValue) \($0.title) \($0.start)" } == [
                "talk-20260819T100000Z Talk 2026-08-19T10:00:00.000Z",
                "talk-20260820T100000Z Moved later 2026-08-20T15:00:00.000Z",
                "talk-20260821T100000Z Talk 2026-08-21T10:00:00.000Z",
            ])
        // Up to a day after the last end of the single events (2026-08-21 18:00).
        #expect(events.filter { $0.title == "Coffee" }.count == 4)
    }

    @Test(
        "Given a change of one instance that renames it without a DTSTART of its own, and a change whose start cannot be read, when decoded, then the first instance keeps its time under its new title, the other keeps the rule's, and the unreadable change is skipped"
    )
    func changesWithoutAStartOfTheirOwn() throws {
        let response = try decode(
            calendar(
                event("talk", ["SUMMARY:Talk", "DTSTART:20260819T100000Z", "RRULE:FREQ=DAILY;COUNT=3"])
                    + event("talk", ["SUMMARY:Renamed", "RECURRENCE-ID:20260819T100000Z"])
                    + event("talk", ["SUMMARY:Broken", "RECURRENCE-ID:20260820T100000Z", "DTSTART:tomorrow"])))

        #expect(
            response[Event.self].changed.map { "\($0.title) \($0.start)" } == [
                "Renamed 2026-08-19T10:00:00.000Z", "Talk 2026-08-20T10:00:00.000Z", "Talk 2026-08-21T10:00:00.000Z",
            ])
        #expect(response.skipped.map(\.description) == ["event “Broken” (line 22): the DTSTART value cannot be read"])
    }

    @Test(
        "Given recurrences this reader does not expand (yearly, BYSETPOS, a million instances, every second, a rule without FREQ), when decoded, then each event is skipped, named with its line and why, and a daily rule with no end and nothing else repeats for a year"
    )
    func skippedRecurrence() throws {
        func skipped(_ rule: String) throws -> [String] {
            try decode(calendar(event("r", ["SUMMARY:Standup", "DTSTART:20260819T090000Z", rule]))).skipped.map(\.description)
        }
        #expect(
            try skipped("RRULE:FREQ=YEARLY;COUNT=3") == [
                "event “Standup” (line 9): the recurrence of “Standup” is not expanded (FREQ=YEARLY)"
            ])
        #expect(
            try skipped("RRULE:FREQ=WEEKLY;BYSETPOS=1") == [
                "event “Standup” (line 9): the recurrence of “Standup” is not expanded (BYSETPOS)"
            ])
        #expect(
            try skipped("RRULE:FREQ=DAILY;COUNT=1000000") == ["event “Standup” (line 9): “Standup” repeats more than 1000 times"])
        #expect(
            try skipped("RRULE:FREQ=SECONDLY;UNTIL=20300101T000000Z") == [
                "event “Standup” (line 9): the recurrence of “Standup” is not expanded (FREQ=SECONDLY)"
            ])
        #expect(try skipped("RRULE:COUNT=3") == ["event “Standup” (line 9): the RRULE value cannot be read"])
        #expect(try skipped("RRULE:FREQ=DAILY;COUNT=1000") == [])
        let daily = try decode(calendar(event("r", ["SUMMARY:Standup", "DTSTART:20260819T090000Z", "RRULE:FREQ=DAILY"])))
        #expect(daily[Event.self].changed.count == 367)
        #expect(daily[Event.self].changed.map(\.start).max() == ScheduleFixtures.instant("2027-08-20T09:00:00Z"))
    }

    // MARK: Hostile input

    @Test(
        "Given events damaged one by one (an END of a component never begun, a start that is no date, an end before the start) beside a good one, when decoded, then the good one is kept and each damaged one is skipped with its line and why"
    )
    func damagedEventsAreSkipped() throws {
        let response = try decode(
            calendar(
                event("good", ["SUMMARY:Good", "DTSTART:20260819T080000Z"])
                    + ["BEGIN:VEVENT", "UID:ended", "SUMMARY:Ended", "END:VTODO"]
                    + event("bad-date", ["SUMMARY:Bad date", "DTSTART:20261345T990000Z"])
                    + event("back", ["SUMMARY:Back", "DTSTART:20260819T100000Z", "DTEND:20260819T090000Z"])))

        #expect(response[Event.self].changed.map(\.title) == ["Good"])
        #expect(
            response.skipped.map(\.description) == [
                "event “Ended” (line 10): the event has no DTSTART",
                "event “Bad date” (line 18): the DTSTART value cannot be read",
                "event “Back” (line 20): it ends before it starts",
            ])
    }

    @Test(
        "Given hostile or broken feeds (cut short, not a calendar, a huge line, deeply nested BEGINs, too large), when decoded, then each is refused whole with a specific error naming the place"
    )
    func hostile() throws {
        let decoder = ICalendarScheduleDecoder(ScheduleReading(now: ScheduleFixtures.now, fallbackTimeZoneIdentifier: "UTC"))
        func refused(_ text: String) -> ConventionAPIError? {
            do {
                _ = try decoder.decode(Data(text.utf8))
                return nil
            } catch {
                return error
            }
        }
        #expect(
            refused("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:1\r\nSUMMARY:Cut sh")
                == .truncated("iCalendar: the file ends inside a VEVENT: it was cut short, after line 4"))
        #expect(
            refused("<html>Not found</html>")
                == .malformed("iCalendar: the file is not an iCalendar file (it does not begin with BEGIN:VCALENDAR)"))
        let huge = "BEGIN:VCALENDAR\r\nX-HUGE:" + String(repeating: "a", count: 2 << 20) + "\r\nEND:VCALENDAR\r\n"
        #expect(refused(huge) == .malformed("iCalendar, line 2: this line is longer than 1048576 bytes"))
        let nested = "BEGIN:VCALENDAR\r\n" + String(repeating: "BEGIN:X\r\n", count: 100_000)
        #expect(refused(nested) == .malformed("iCalendar, line 17: this line begins a component nested more than 16 deep"))
        let small = ICalendarScheduleDecoder(ScheduleReading(now: ScheduleFixtures.now, maximumDocumentBytes: 100))
        #expect(throws: ConventionAPIError.tooLarge(limitInBytes: 100)) { try small.decode(Data(huge.utf8)) }
    }
}
