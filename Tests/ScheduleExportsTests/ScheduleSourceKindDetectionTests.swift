import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

@Suite("Telling schedule formats apart by content")
struct ScheduleSourceKindDetectionTests {
    @Test(
        "Given each real file, when its kind is detected from its content, then it is its format",
        arguments: [
            (ScheduleFixtures.fosdem2026, ScheduleSourceKind.scheduleXML),
            (ScheduleFixtures.congressJSON, .scheduleJSON),
            (ScheduleFixtures.goodXCal, .xCal),
            (ScheduleFixtures.goodICalendar, .iCalendar),
            (ScheduleFixtures.lca2020, .iCalendar),
            (ScheduleFixtures.goodWidget, .pretalxWidget),
            (ScheduleFixtures.schedule2Example, .schedule2),
            (ScheduleFixtures.indicoContributions, .indico),
            (ScheduleFixtures.indicoTimetable, .indico),
            (ScheduleFixtures.sessionize, .sessionize),
            (ScheduleFixtures.conclarSchedule, .conclar),
            (ScheduleFixtures.konopas, .konopas),
        ])
    func realFiles(name: String, kind: ScheduleSourceKind) throws {
        #expect(ScheduleSourceKind.detect(try ScheduleFixtures.data(name)) == kind)
    }

    @Test(
        "Given small documents of each shape, when detected, then the shape decides, not a key's mere presence",
        arguments: [
            ("{\"schedule\": {\"version\": \"1\", \"conference\": {\"days\": []}}}", ScheduleSourceKind?.some(.scheduleJSON)),
            ("{\"schedule\": {\"conference\": {\"days\": []}, \"events\": []}}", .schedule2),
            ("{\"schemaVersion\": 2, \"schedule\": []}", .conclar),
            ("[{\"id\": \"1\", \"title\": \"Opening\", \"loc\": [\"Hall\"], \"mins\": \"15\"}]", .conclar),
            ("[{\"id\": \"1\", \"title\": \"A list of something else\"}]", nil),
            ("{\"talks\": [], \"rooms\": [], \"speakers\": []}", .pretalxWidget),
            ("{\"talks\": {}, \"rooms\": []}", nil),
            ("{\"_type\": \"HTTPAPIResult\", \"results\": []}", .indico),
            ("{\"sessions\": [], \"speakers\": [], \"rooms\": []}", .sessionize),
            ("\u{FEFF}BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", .iCalendar),
            ("begin:vcalendar\nend:vcalendar\n", .iCalendar),
            ("// data\nvar program = [{\"title\": \"x\"}];\nvar people = [];", .konopas),
            ("var people = []; /* var program = [ */", nil),
            ("<?xml version='1.0'?><iCalendar xmlns:xCal='urn:ietf:params:xml:ns:xcal'/>", .xCal),
            ("<icalendar xmlns=\"urn:ietf:params:xml:ns:icalendar-2.0\"><vcalendar/></icalendar>", .xCal),
            ("{\"ConventionIdentifier\": \"EF30\"}", .eurofurenceAPI),
            ("{\"something\": \"else\"}", nil),
            ("", nil),
        ])
    func shapes(text: String, kind: ScheduleSourceKind?) {
        #expect(ScheduleSourceKind.detect(Data(text.utf8)) == kind)
    }
}

@Suite("Refusing what is no schedule")
struct NotAScheduleTests {
    private func message(_ data: Data) -> String? {
        do {
            _ = try ScheduleExportDecoder(now: ScheduleFixtures.now).decode(data)
            return nil
        } catch {
            if case ConventionAPIError.malformed(let message) = error { return message }
            return "\(error)"
        }
    }

    @Test(
        "Given the files published beside a schedule (ConClár's people list, schedule2's JSON Schema), when read as a source, then each is refused saying what it is and what to give instead"
    )
    func companions() throws {
        #expect(
            message(try ScheduleFixtures.data(ScheduleFixtures.conclarPeople))
                == "this is ConClár's list of people, not its schedule: give the schedule file (schedule.json) instead")
        #expect(
            message(try ScheduleFixtures.data(ScheduleFixtures.schedule2Schema))
                == "this is a JSON Schema, which describes a format, not a schedule: give a schedule in that format instead")
    }

    @Test("Given JSON of no known shape, when read, then the refusal lists the formats this version reads")
    func unknownShape() {
        #expect(message(Data("{\"hello\": \"world\"}".utf8))?.hasPrefix("not a schedule this version reads (") == true)
    }
}
