import ConbookCore
import Foundation

/// What a document tells of the version or view of its format, for `conbook check`: read from a
/// glance at its bytes (its top-level keys, its first lines) and from what it decoded to.
enum ScheduleFormatVariant {
    /// The version or view; nil when the document tells nothing more than its format.
    static func describe(_ data: Data, as kind: ScheduleSourceKind, response: SyncResponse) -> String? {
        let version = response.details?.scheduleVersion.map { "schedule version \($0)" }
        switch kind {
        case .scheduleXML, .scheduleJSON, .pretalxWidget, .schedule2, .eurofurenceAPI:
            return version
        case .xCal:
            return nil
        case .iCalendar:
            return productIdentifier(of: data).map { "PRODID \($0)" }
        case .indico:
            switch JSONKeyScan.keys(of: data, at: [])["results"] {
            case UInt8(ascii: "["): return "event export with contributions\(hasSessions(data) ? " and sessions" : "")"
            case UInt8(ascii: "{"): return "timetable export"
            default: return nil
            }
        case .sessionize:
            let keys = JSONKeyScan.keys(of: data, at: [0])
            if keys["groupName"] != nil || keys["groupId"] != nil { return "view/Sessions" }
            if keys["rooms"] != nil { return "view/GridSmart" }
            return "view/All"
        case .conclar:
            let keys = JSONKeyScan.keys(of: data, at: [])
            if keys["schemaVersion"] != nil { return "schemaVersion object with a schedule list" }
            return keys.isEmpty ? "a list of programme items" : "an object with a schedule list"
        case .konopas:
            if KonOpasScript.programAssignment(in: data)?.name == "prog" { return "KonOpas 0.1–0.2: var prog" }
            return KonOpasScript.peopleAssignment(in: data)?.name == "participants"
                ? "KonOpas 0.3: var program, var participants" : "KonOpas 0.3 or later: var program"
        }
    }

    /// Whether an Indico event export has session blocks (`detail=sessions`).
    private static func hasSessions(_ data: Data) -> Bool {
        JSONKeyScan.keys(of: data, at: ["results", 0])["sessions"] == UInt8(ascii: "[")
    }

    /// The `PRODID` of a calendar, read from its first lines.
    private static func productIdentifier(of data: Data) -> String? {
        let head = String(decoding: data.prefix(16 * 1024), as: UTF8.self)
        for line in head.split(whereSeparator: \.isNewline) where line.uppercased().hasPrefix("PRODID") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return value.isEmpty ? nil : String(value.prefix(80))
        }
        return nil
    }
}
