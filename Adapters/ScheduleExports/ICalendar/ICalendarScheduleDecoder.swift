public import ConbookCore
import ConbookICalendar
public import Foundation

/// Decodes a whole conference's iCalendar feed (RFC 5545: pretalx's `schedule.ics`, Symposion,
/// Indico, Sched) into a full-snapshot `SyncResponse`, with the reader the favourites import
/// uses (`ICalendarReader`) and `FlatScheduleAssembler`.
///
/// - **Times**: as `ICalendarReader` reads them, exactly (a `TZID` by the file's `VTIMEZONE`,
///   else as an IANA name, else in `X-WR-TIMEZONE`). Floating times (and unknown `TZID`s)
///   without `X-WR-TIMEZONE` are read in the zone of the document (its single `VTIMEZONE`'s
///   IANA name), else the fallback zone of `ScheduleReading`, else refused with a message.
/// - **All-day entries** (`DTSTART;VALUE=DATE`) are left out: in a conference's feed they
///   mark days or notes, not sessions, and a whole day would start at midnight.
/// - **Recurring events** are expanded (see `ICalendarFeed.occurrences()`): DAILY/WEEKLY with
///   `COUNT`, `UNTIL`, `INTERVAL`, `BYDAY`, `EXDATE`, `RDATE`, changed instances by
///   `RECURRENCE-ID`; at most 1,000 instances an event. Each instance's identifier is the `UID`
///   and the start the rule gave it, as written (`UID-20260819T100000`), so it stays the same
///   when the instance is moved; a single event's identifier is its `UID`.
/// - **Fields**: title `SUMMARY`, room `LOCATION`, track the first of `CATEGORIES` (the others
///   are tags), link `URL`, description `DESCRIPTION` as written; `STATUS:CANCELLED` tags it
///   `cancelled`. Hosts as `ICalendarHosts` finds them (pretalx's `Title - Speaker` summaries,
///   Symposion's `Speaker:` line).
/// - **Conference**: the title is `X-WR-CALNAME`, else a one-line `X-WR-CALDESC`, else the
///   `PRODID`'s organisation (for pretalx the server's host); the zone `X-WR-TIMEZONE`, else
///   the single `VTIMEZONE`'s `TZID` when it is an IANA name.
/// - **Errors** name the format and the place: `.malformed("iCalendar, line 12: …")`,
///   `.truncated("iCalendar: …")`, `.tooLarge`.
public struct ICalendarScheduleDecoder: Sendable {
    /// The time, fallback zone and size limit it reads with.
    public let reading: ScheduleReading

    /// Creates a decoder that reads with these settings.
    /// - Parameter reading: the response's time, the fallback zone and the size limit.
    public init(_ reading: ScheduleReading) {
        self.reading = reading
    }

    /// Decodes a whole document.
    /// - Parameter data: the file.
    /// - Throws: `ConventionAPIError` (`.tooLarge`, `.truncated`, `.malformed`) naming the place.
    public func decode(_ data: Data) throws(ConventionAPIError) -> SyncResponse {
        let limit = min(reading.maximumDocumentBytes, ICalendarReader.byteLimit)
        guard data.count <= limit else { throw .tooLarge(limitInBytes: limit) }
        let format = ScheduleSourceKind.iCalendar.formatName
        let feed: ICalendarFeed
        let occurrences: ICalendarOccurrences
        do throws(ICalendarError) {
            feed = try ICalendarReader(defaultTimeZoneIdentifier: nil).feed(in: Array(data))
            occurrences = try feed.occurrences()
        } catch {
            if case .truncated = error {
                // Where it was cut: after its last line.
                let lines = data.reduce(into: 1) { count, byte in if byte == 0x0A { count += 1 } }
                throw .truncated("\(format): \(error), after line \(lines)")
            }
            throw Self.apiError(error)
        }
        var schedule = FlatSchedule(kind: .iCalendar)
        schedule.title = Self.title(of: feed)
        schedule.timeZoneName = try Self.zoneName(of: feed, format: format)
        let isPretalx = feed.productIdentifier?.lowercased().contains("pretalx") ?? false
        schedule.items = occurrences.occurrences.compactMap { Self.item($0, isPretalx: isPretalx) }
        schedule.skipped = occurrences.skipped.map { Self.skipped($0, isPretalx: isPretalx) }
        return try FlatScheduleAssembler(reading: reading).assemble(schedule)
    }

    /// An event, or property of one, the reader left out, as the sync reports it: its line as
    /// its place, the reader's reason without it.
    private static func skipped(_ skip: ICalendarSkip, isPretalx: Bool) -> SkippedEntity {
        let summary = skip.event.summary ?? ""
        let title = isPretalx ? ICalendarHosts.pretalxSummary(summary).title : summary
        var reason = skip.error.description
        var place = "line \(skip.event.lineNumber)"
        if let number = skip.error.lineNumber {
            place = "line \(number)"
            for prefix in ["line \(number): ", "line \(number) "] where reason.hasPrefix(prefix) {
                reason = (prefix.hasSuffix(": ") ? "" : "it ") + reason.dropFirst(prefix.count)
                break
            }
        }
        return SkippedEntity(
            Event.self, identifier: skip.event.uid, name: title.trimmedForSchedule, place: place, property: skip.property,
            reason: .unreadable(reason))
    }

    /// The error of the reader as the schedule readers say it.
    static func apiError(_ error: ICalendarError) -> ConventionAPIError {
        let format = ScheduleSourceKind.iCalendar.formatName
        switch error {
        case .tooLarge(_, let limit): return .tooLarge(limitInBytes: limit)
        case .truncated: return .truncated("\(format): \(error)")
        default:
            guard let number = error.lineNumber else { return .malformed("\(format): \(error)") }
            // The reader's messages start with "line N"; said once, before the colon.
            var message = error.description
            if message.hasPrefix("line \(number): ") {
                message.removeFirst("line \(number): ".count)
            } else if message.hasPrefix("line \(number) ") {
                message = "this line " + message.dropFirst("line \(number) ".count)
            }
            return .malformed("\(format), line \(number): \(message)")
        }
    }

    private static func item(_ occurrence: ICalendarOccurrence, isPretalx: Bool) -> FlatScheduleItem? {
        guard let start = time(occurrence.start) else { return nil }
        let event = occurrence.event
        var item = FlatScheduleItem()
        if let uid = event.uid, !uid.isEmpty {
            item.sourceID = occurrence.recurrenceKey.map { "\(uid)-\($0)" } ?? uid
        }
        let summary = event.summary ?? ""
        if isPretalx {
            (item.title, item.persons) = ICalendarHosts.pretalxSummary(summary)
            item.description = event.description ?? ""
        } else {
            item.title = summary
            (item.persons, item.description) = ICalendarHosts.speakerLine(of: event.description ?? "")
        }
        item.title = item.title.trimmedForSchedule
        item.description = item.description.trimmedForSchedule
        item.room = (event.location ?? "").trimmedForSchedule
        item.track = event.categories.first?.trimmedForSchedule ?? ""
        item.tags = Array(event.categories.dropFirst())
        if let url = event.url?.trimmedForSchedule, !url.isEmpty { item.links = [EventLink(title: "", url: url)] }
        item.start = start
        item.end = occurrence.end.flatMap(time)
        item.isCancelled = event.isCancelled
        item.location = .line(event.lineNumber)
        return item
    }

    /// A time as the assembler takes it; nil for a whole day.
    private static func time(_ time: ICalendarTime) -> ScheduleTime? {
        switch time {
        case .instant(let instant): .instant(instant)
        case .floating(let date, let secondOfDay): .local(date, millisecondOfDay: secondOfDay * 1000)
        case .date: nil
        }
    }

    private static func title(of feed: ICalendarFeed) -> String {
        if let name = feed.name?.trimmedForSchedule, !name.isEmpty { return name }
        if let description = feed.calendarDescription?.trimmedForSchedule, !description.isEmpty,
            !description.contains("\n"), description.count <= 80
        {
            return description
        }
        // PRODID: -//Organisation//Product//Language; pretalx writes -//pretalx//host//.
        let fields = (feed.productIdentifier ?? "").components(separatedBy: "//").map(\.trimmedForSchedule)
        guard fields.count > 1 else { return "" }
        if fields[1].lowercased() == "pretalx", fields.count > 2 { return fields[2] }
        return fields[1].components(separatedBy: "/").first ?? ""
    }

    /// The document's zone: `X-WR-TIMEZONE`, else the single `VTIMEZONE`'s IANA name.
    private static func zoneName(of feed: ICalendarFeed, format: String) throws(ConventionAPIError) -> String {
        if let name = feed.timeZoneName?.trimmedForSchedule, !name.isEmpty {
            if TimeZone(identifier: name) != nil { return name }
            // A zone the file defines itself has read the times already; the days are then UTC.
            if feed.definedTimeZoneNames.contains(name) { return "" }
            throw .malformed("\(format): X-WR-TIMEZONE names an unknown time zone “\(name)”")
        }
        if feed.definedTimeZoneNames.count == 1, TimeZone(identifier: feed.definedTimeZoneNames[0]) != nil {
            return feed.definedTimeZoneNames[0]
        }
        return ""
    }
}
