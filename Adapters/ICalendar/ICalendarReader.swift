public import ConbookCore
import Foundation

/// Reads the events of an iCalendar file (RFC 5545) as far as importing favourites needs them:
/// each `VEVENT`'s `UID`, `SUMMARY` and `DTSTART`.
///
/// Lenient where calendars differ (LF or CRLF line ends, folded lines, unknown properties and
/// components, `TZID` zones, floating times read in a default zone, all-day entries without a
/// start time) and strict where a file is broken or hostile: a file that is too large, not text,
/// not a calendar, cut short or badly nested is refused with a specific `ICalendarError`.
public struct ICalendarReader: Sendable {
    /// The largest file read: 64 MiB (a 100,000-event export is about 60 MB).
    public static let byteLimit = 64 << 20
    /// The most events read from one file.
    public static let entryLimit = 500_000

    private let defaultZone: TimeZone

    /// Creates a reader; times without a zone (and with a zone the platform does not know) are
    /// read in the default zone, e.g. the convention's `Europe/Berlin`.
    public init(defaultTimeZoneIdentifier: String) {
        defaultZone = TimeZone(identifier: defaultTimeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0)!
    }

    /// The entries of a file's events, in the file's order.
    public func entries(in bytes: [UInt8]) throws(ICalendarError) -> [CalendarFileEntry] {
        guard bytes.count <= Self.byteLimit else { throw .tooLarge(bytes: bytes.count, limit: Self.byteLimit) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText }
        return try entries(in: text)
    }

    /// The entries of a calendar's text, in the file's order.
    public func entries(in text: String) throws(ICalendarError) -> [CalendarFileEntry] {
        var stack: [String] = []
        var entries: [CalendarFileEntry] = []
        var current = CalendarFileEntry()
        var sawCalendar = false
        let lines = Self.unfoldedLines(of: text)
        let lastNumber = lines.last { !$0.1.isEmpty }?.0
        for (number, line) in lines {
            if line.isEmpty { continue }
            guard let property = ICalendarProperty(line) else {
                if !sawCalendar { throw .notACalendar }
                // A broken last line inside a component is where the file was cut.
                if number == lastNumber, let open = stack.last { throw .truncated(inside: open) }
                throw .malformedLine(number: number)
            }
            if !sawCalendar {
                guard property.name == "BEGIN", property.value.uppercased() == "VCALENDAR" else { throw .notACalendar }
                sawCalendar = true
            }
            switch property.name {
            case "BEGIN":
                let component = property.value.uppercased()
                if component == "VEVENT" { current = CalendarFileEntry() }
                stack.append(component)
            case "END":
                let component = property.value.uppercased()
                guard stack.last == component else { throw .mismatchedEnd(number: number, name: component) }
                stack.removeLast()
                if component == "VEVENT" {
                    guard entries.count < Self.entryLimit else { throw .tooManyEntries(limit: Self.entryLimit) }
                    entries.append(current)
                }
            default:
                guard stack.last == "VEVENT" else { continue }
                read(property, into: &current)
            }
        }
        guard sawCalendar else { throw .notACalendar }
        if let open = stack.last { throw .truncated(inside: open) }
        return entries
    }

    private func read(_ property: ICalendarProperty, into entry: inout CalendarFileEntry) {
        switch property.name {
        case "UID": entry.uid = ICalendarText.unescaped(property.value)
        case "SUMMARY": entry.summary = ICalendarText.unescaped(property.value)
        case "DTSTART":
            entry.start = ICalendarDateTime.instant(
                property.value, timeZoneIdentifier: property.parameters["TZID"], defaultZone: defaultZone)
        default: break
        }
    }

    /// The file's logical lines with the number of the physical line each begins on: a line that
    /// starts with a space or tab continues the one before (RFC 5545 §3.1).
    static func unfoldedLines(of text: String) -> [(Int, Substring)] {
        var lines: [(Int, Substring)] = []
        var pending: (number: Int, text: String)?
        var number = 0
        for physical in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        {
            number += 1
            if let first = physical.first, first == " " || first == "\t", pending != nil {
                pending?.text += physical.dropFirst()
                continue
            }
            if let done = pending { lines.append((done.number, Substring(done.text))) }
            pending = (number, String(physical))
        }
        if let done = pending { lines.append((done.number, Substring(done.text))) }
        return lines
    }
}
