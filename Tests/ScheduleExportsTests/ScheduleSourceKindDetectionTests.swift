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
