import ConbookCore
import ConbookScheduleExports
import Foundation

/// The real schedule exports in `Tests/Fixtures/schedules/`, found from this file's path.
enum ScheduleFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // ScheduleExportsTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/schedules", isDirectory: true)

    static let fosdem2026 = "fosdem-2026-schedule.xml"
    static let fosdem2020 = "fosdem-2020-schedule.xml"
    static let congressXML = "36c3-everything-schedule.xml"
    static let congressJSON = "36c3-everything-schedule.json"
    static let debconf23 = "debconf23-schedule.xml"
    static let romhack = "romhack-camp-2026-pretalx-schedule.xml"
    static let goodXCal = "xcal-pretalx-good2025.xcal"
    static let goodICalendar = "ics-pretalx-good2025.ics"
    static let goodWidget = "pretalx-widget-v2-good2025.json"
    static let lca2020 = "ics-symposion-lca2020.ics"
    static let schedule2Example = "c3voc-schedule2-38c3-hub-example.json"
    static let schedule2Schema = "c3voc-schedule2-schema.json"
    static let indicoContributions = "indico-event-contributions-acat2024.json"
    static let indicoTimetable = "indico-timetable-docs-example.json"
    static let sessionize = "sessionize-all-globalazure-austria2024.json"
    static let conclarSchedule = "conclar-schedule-octocon2022.json"
    static let conclarPeople = "conclar-people-octocon2022.json"
    static let konopas = "konopas-combined-octocon2022.js"

    /// A fixed `serverTime` for decoded responses.
    static let now = Instant(millisecondsSinceEpoch: 1_700_000_000_000)

    static func url(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    /// A fixture decoded by `ScheduleExportDecoder`.
    static func response(_ name: String, fallbackTimeZone: String? = nil) throws -> SyncResponse {
        try ScheduleExportDecoder(now: now, fallbackTimeZoneIdentifier: fallbackTimeZone).decode(try data(name))
    }

    /// A small document decoded by `ScheduleExportDecoder`.
    static func decode(_ text: String, fallbackTimeZone: String? = nil) throws(ConventionAPIError) -> SyncResponse {
        try ScheduleExportDecoder(now: now, fallbackTimeZoneIdentifier: fallbackTimeZone).decode(Data(text.utf8))
    }

    /// An instant from an ISO 8601 text with an offset, e.g. `2026-01-31T09:30:00+01:00`.
    static func instant(_ text: String) -> Instant {
        let formatter = ISO8601DateFormatter()
        let date = formatter.date(from: text) ?? Date(timeIntervalSince1970: 0)
        return Instant(millisecondsSinceEpoch: Int64((date.timeIntervalSince1970 * 1000).rounded()))
    }
}

extension SyncResponse {
    /// The event with an identifier, if any.
    func event(_ id: String) -> Event? {
        self[Event.self].changed.first { $0.id.rawValue == id }
    }
}
