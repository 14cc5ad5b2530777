import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

/// The fuzz seeds with people lists read their people, so that fuzzing starts from inputs that
/// reach the people readers, not only their error paths.
@Suite("Fuzz seeds with people")
struct PeopleFuzzSeedsTests {
    @Test(
        "Given each reader's fuzz seed with a people list, when decoded, then it gives its people",
        arguments: [
            (ScheduleSourceKind.scheduleXML, "schedule-xml", "fosdem-2026-two-events-persons.xml", nil, ["2", "4875"]),
            (.scheduleJSON, "schedule-json", "pretalx-persons.json", nil, ["ADA111", "BOB222"]),
            (.sessionize, "sessionize", "speaker-links.json", "Europe/Vienna", ["sp1", "sp2"]),
            (.konopas, "conclar", "konopas-people-bios.js", "Europe/Dublin", ["p1", "p2", "p3"]),
            (.pretalxWidget, "pretalx-widget", "speakers-biography.json", nil, ["ADA", "BOB"]),
            (.indico, "indico", "acat2024-three.json", nil, ["7925983", "8100567", "8100464", "8100462"]),
        ] as [(ScheduleSourceKind, String, String, String?, [String])])
    func seedsGivePeople(kind: ScheduleSourceKind, target: String, seed: String, zone: String?, people: [String]) throws {
        let data = try #require(try FuzzSeeds.of(target).first { $0.name == seed }?.data)
        let response = try ScheduleExportDecoder(now: ScheduleFixtures.now, fallbackTimeZoneIdentifier: zone).decode(
            data, as: kind)
        #expect(response[Person.self].changed.map(\.id.rawValue) == people)
        #expect(!response[Event.self].changed.isEmpty)
    }
}
