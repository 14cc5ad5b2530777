public import ConbookCore
import Foundation

/// Reads iCalendar files (RFC 5545) for both of Conbook's jobs: importing favourites from
/// another app's export (`entries(in:)`: each `VEVENT`'s `UID`, `SUMMARY` and `DTSTART`) and
/// reading a whole conference's feed as its schedule (`feed(in:)`: every event's texts and
/// times, recurrences expanded).
///
/// Lenient where calendars differ: CRLF, LF or lone CR line ends; folded lines, joined as bytes
/// before they are decoded as UTF-8 (feeds fold inside a character); unknown properties and
/// components ignored.
///
/// Times, exactly: `…Z` is UTC. A `TZID` is read by the file's `VTIMEZONE` of that name (its
/// `STANDARD`/`DAYLIGHT` rules win over the platform's), else as an IANA name, else in the
/// calendar's zone. A floating time is read in the calendar's zone: its `X-WR-TIMEZONE`, else
/// the default zone given here; with neither, it stays a `.floating` time for the caller to
/// place or refuse. A `VALUE=DATE` start is a whole day.
///
/// Strict where a file is broken or hostile: too large, not text, not a calendar, cut short,
/// badly nested, nested too deep, a line over 1 MiB, too many events — each refused with a
/// specific `ICalendarError` that names the line where there is one.
public struct ICalendarReader: Sendable {
    /// The largest file read: 64 MiB (a 100,000-event export is about 60 MB).
    public static let byteLimit = 64 << 20
    /// The most events read from one file (counting the instances of recurring ones).
    public static let entryLimit = 500_000

    private let defaultZoneIdentifier: String?

    /// Creates a reader.
    /// - Parameter defaultTimeZoneIdentifier: the zone floating times (and `TZID`s that neither
    ///   the file nor the platform knows) are read in when the calendar names no `X-WR-TIMEZONE`,
    ///   e.g. the convention's `Europe/Berlin` (a name the platform does not know reads as UTC);
    ///   nil leaves such times `.floating`.
    public init(defaultTimeZoneIdentifier: String?) {
        defaultZoneIdentifier = defaultTimeZoneIdentifier.map { TimeZone(identifier: $0) == nil ? "UTC" : $0 }
    }

    /// The entries of a file's events, in the file's order: a recurring event gives one entry,
    /// at its first start; a start that names no instant (a whole day, a malformed value) is nil.
    /// - Parameter bytes: the file.
    /// - Throws: an `ICalendarError` when the file is not a calendar or is broken.
    public func entries(in bytes: [UInt8]) throws(ICalendarError) -> [CalendarFileEntry] {
        let feed = try feed(in: bytes)
        return zip(feed.events, feed.startInstants()).map { event, start in
            CalendarFileEntry(uid: event.uid, summary: event.summary, start: start)
        }
    }

    /// The entries of a calendar's text, in the file's order (see `entries(in:)` for bytes).
    /// - Parameter text: the calendar's text.
    /// - Throws: an `ICalendarError` when the text is not a calendar or is broken.
    public func entries(in text: String) throws(ICalendarError) -> [CalendarFileEntry] {
        try entries(in: Array(text.utf8))
    }

    /// Whether a file's first bytes begin a calendar: its first line is `BEGIN:VCALENDAR` (any
    /// case, in UTF-8 or UTF-16 with a byte-order mark), or its first line opens an HTML comment
    /// (`<!--`, as a page template wrapped one) and the next one is.
    /// - Parameter head: the file's first bytes (a few hundred are enough).
    public static func startsCalendar(_ head: [UInt8]) -> Bool {
        let text = String(decoding: ICalendarEncoding.utf8Bytes(of: head), as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingBlanks.uppercased() }.filter { !$0.isEmpty }
        guard let first = lines.first else { return false }
        return first == "BEGIN:VCALENDAR" || (first == "<!--" && lines.dropFirst().first == "BEGIN:VCALENDAR")
    }

    /// A whole calendar: its name, zone and events; `ICalendarFeed.occurrences()` reads their times.
    /// - Parameter bytes: the file.
    /// - Throws: an `ICalendarError` when the file is not a calendar or is broken.
    public func feed(in bytes: [UInt8]) throws(ICalendarError) -> ICalendarFeed {
        let calendar = try ICalendarComponent.calendar(in: bytes, byteLimit: Self.byteLimit, eventLimit: Self.entryLimit)
        return ICalendarFeed(calendar: calendar, defaultZoneIdentifier: defaultZoneIdentifier, entryLimit: Self.entryLimit)
    }
}
