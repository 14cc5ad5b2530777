import ConbookCore
import Foundation

/// Reads Indico's dates, `{"date": "2024-03-11", "time": "13:00:00", "tz": "Europe/Zurich"}`: a
/// wall-clock date and time tagged with the zone they are written in. That zone is the one the
/// export was asked for, by default the server's (CERN's Indico writes `Europe/Zurich` for an
/// event in New York), so the instant comes from the tag and never from the event's zone.
enum IndicoDate {
    /// The time a date object names; nil when the value is absent or null (an unscheduled item).
    ///
    /// Refuses, naming the place: a value that is not an object, a missing or unreadable `date`
    /// (`2024-13-45`) or `time`, a missing `tz` or one that is not an IANA zone name.
    /// - Parameters:
    ///   - value: The JSON value of `startDate` or `endDate`.
    ///   - path: Where it is, e.g. `results[0].contributions[12].startDate`.
    static func time(_ value: Any?, at path: String) throws(ConventionAPIError) -> ScheduleTime? {
        guard let value, !(value is NSNull) else { return nil }
        guard let object = value as? [String: Any] else {
            throw ScheduleJSON.problem(.indico, at: path, "is not a {date, time, tz} object")
        }
        let dateText = ScheduleJSON.text(object["date"])
        guard let date = ScheduleTimeText.date(dateText) else {
            throw ScheduleJSON.problem(.indico, at: "\(path).date", unreadable(dateText, as: "a date (YYYY-MM-DD)"))
        }
        let timeText = ScheduleJSON.text(object["time"])
        guard let seconds = ScheduleTimeText.timeOfDay(timeText) else {
            throw ScheduleJSON.problem(.indico, at: "\(path).time", unreadable(timeText, as: "a time of day (HH:MM:SS)"))
        }
        let zone = ScheduleJSON.text(object["tz"])
        guard !zone.isEmpty else { throw ScheduleJSON.problem(.indico, at: "\(path).tz", "is missing: the time has no zone") }
        guard isZoneName(zone) else {
            throw ScheduleJSON.problem(.indico, at: "\(path).tz", "unknown time zone “\(zone.prefix(60))”")
        }
        return .zoned(date, millisecondOfDay: seconds * 1000, zoneIdentifier: zone)
    }

    /// Whether a text names a zone of Foundation's time zone database (letters, digits and
    /// `/_+-` only, so that no name is read as a path).
    static func isZoneName(_ name: String) -> Bool {
        guard name.utf8.count <= 64, !name.hasPrefix("/"), !name.contains(".."),
            name.utf8.allSatisfy({ byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || [UInt8(ascii: "/"), UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(byte)
            })
        else { return false }
        return TimeZone(identifier: name) != nil
    }

    private static func unreadable(_ text: String, as what: String) -> String {
        text.isEmpty ? "is missing (\(what) expected)" : "“\(text.prefix(40))” is not \(what)"
    }
}
