import ConbookICalendar
public import Foundation

/// The kinds of convention data Conbook reads, told apart by their content (never by a file's name).
public enum ScheduleSourceKind: String, Sendable, Hashable, CaseIterable {
    /// The Eurofurence API's `Sync` JSON (a top-level `ConventionIdentifier`).
    case eurofurenceAPI = "eurofurence"
    /// A Pentabarf / frab / pretalx / wafer `schedule.xml` (root element `<schedule>`).
    case scheduleXML = "schedule-xml"
    /// A frab / pretalx `schedule.json` (a top-level `schedule` object with `conference.days`).
    case scheduleJSON = "schedule-json"
    /// An xCal document (RFC 6321, root element `<iCalendar>`), as pretalx and Pentabarf write it.
    case xCal = "xcal"
    /// A whole conference's iCalendar feed (RFC 5545, `BEGIN:VCALENDAR`): pretalx, Indico, Symposion, Sched.
    case iCalendar = "icalendar"
    /// pretalx's schedule widget JSON (`talks`, `rooms`, `speakers` by id).
    case pretalxWidget = "pretalx-widget"
    /// c3voc's "schedule2" JSON (a `schedule` object with a flat `events` list).
    case schedule2 = "schedule2"
    /// Indico's HTTP export JSON (`_type: HTTPAPIResult` with `results`): an event's contributions
    /// or its timetable.
    case indico = "indico"
    /// Sessionize's "All" view JSON (`sessions`, `speakers`, `rooms`, `categories`).
    case sessionize = "sessionize"
    /// ConClár's programme JSON (`schedule` as a list, or a bare list of KonOpas items).
    case conclar = "conclar"
    /// KonOpas's JavaScript data file (`var program = [...]; var people = [...]`).
    case konopas = "konopas"

    /// The format's name in messages, e.g. `pretalx widget JSON`.
    public var formatName: String {
        switch self {
        case .eurofurenceAPI: "Eurofurence API JSON"
        case .scheduleXML: "schedule.xml"
        case .scheduleJSON: "schedule.json"
        case .xCal: "xCal"
        case .iCalendar: "iCalendar"
        case .pretalxWidget: "pretalx widget JSON"
        case .schedule2: "c3voc schedule2 JSON"
        case .indico: "Indico JSON"
        case .sessionize: "Sessionize JSON"
        case .conclar: "ConClár JSON"
        case .konopas: "KonOpas JavaScript"
        }
    }

    /// The kind of a document, from its content; nil when it is none of them.
    ///
    /// XML is recognised by its root element (read with libxml2 up to that element only);
    /// iCalendar by its first line (also in UTF-16, or after an HTML comment's opening line, as a
    /// page template wrapped one); JSON by its top-level keys and the kind of their values (a
    /// byte scan that skips nested values without building them); KonOpas by its `program`
    /// (or, before 2013's 0.3, `prog`) variable.
    public static func detect(_ data: Data) -> ScheduleSourceKind? {
        if ICalendarReader.startsCalendar(Array(data.prefix(512))) { return .iCalendar }
        let start = firstSignificantByte(data)
        guard let start else { return nil }
        switch data[start] {
        case UInt8(ascii: "<"):
            switch XMLRootElement.name(of: data)?.lowercased() {
            case "schedule": return .scheduleXML
            case "icalendar": return .xCal
            default: return nil
            }
        case UInt8(ascii: "{"):
            return detectObject(data)
        case UInt8(ascii: "["):
            let first = JSONKeyScan.keys(of: data, at: [0])
            if first["title"] != nil && (first["loc"] != nil || first["mins"] != nil || first["datetime"] != nil) {
                return .conclar
            }
            // Sessionize's grouped views: Sessions (groups of sessions), GridSmart (days of rooms).
            if first["sessions"] == UInt8(ascii: "["), first["groupName"] != nil || first["groupId"] != nil { return .sessionize }
            if first["rooms"] == UInt8(ascii: "["), first["timeSlots"] != nil || first["date"] != nil { return .sessionize }
            return nil
        default:
            // An unclosed `program` array is still KonOpas: its reader says where it breaks.
            return KonOpasScript.programAssignment(in: data) == nil ? nil : .konopas
        }
    }

    private static func detectObject(_ data: Data) -> ScheduleSourceKind? {
        let (keys, isComplete) = JSONKeyScan.scan(of: data, at: [])
        // A document cut short is recognised by the keys it has, so that its reader says where it ends.
        let cutShort = !isComplete
        if keys["ConventionIdentifier"] != nil { return .eurofurenceAPI }
        switch keys["schedule"] {
        case UInt8(ascii: "{"):
            let inner = JSONKeyScan.keys(of: data, at: ["schedule"])
            if inner["events"] == UInt8(ascii: "[") { return .schedule2 }
            return .scheduleJSON
        case UInt8(ascii: "["):
            return .conclar
        default:
            break
        }
        if keys["talks"] == UInt8(ascii: "["), keys["rooms"] != nil || cutShort { return .pretalxWidget }
        if keys["results"] != nil, keys["_type"] != nil || keys["additionalInfo"] != nil || cutShort { return .indico }
        if keys["sessions"] == UInt8(ascii: "["), keys["rooms"] != nil || keys["speakers"] != nil || cutShort {
            return .sessionize
        }
        return nil
    }

    /// The offset of the first byte that is not a byte-order mark or white space.
    private static func firstSignificantByte(_ data: Data) -> Data.Index? {
        var index = data.startIndex
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        while index < data.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(data[index]) { index += 1 }
        return index < data.endIndex ? index : nil
    }
}
