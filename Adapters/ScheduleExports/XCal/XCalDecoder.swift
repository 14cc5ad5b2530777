public import ConbookCore
public import Foundation

/// Decodes an xCal document (RFC 6321, and the Pentabarf-flavoured xCal that Pentabarf, frab and
/// pretalx write as `schedule.xcal`) into a full-snapshot `SyncResponse`, with the rules of
/// `FlatScheduleAssembler` for days, rooms, tracks and identity.
///
/// The mapping, per `vevent` (properties by local name, any namespace prefix):
/// - **title**: `pentabarf:title`, else `summary`; **subtitle**: `pentabarf:subtitle`;
///   **description**: `description` (kept as written); **slug**: `pentabarf:event-slug`;
///   **language**: `pentabarf:language-code`, else `pentabarf:language`.
/// - **room**: `location`; **track**: the first `category` / `categories` value (pretalx writes
///   the submission type there: `Talk`, `Tutorial`); **hosts**: each `attendee`, its `cn`
///   parameter when it has one, else its value without `mailto:`; **links**: `url`, titled `Event page`.
/// - **state**: `status` `CANCELLED` keeps the event, tagged `cancelled`.
/// - **identity**: `uid` (`CFEMBK@@cfp.openondemand.org`).
/// - **convention**: the `vcalendar`'s `x-wr-calname` is the title and, as a slug, the identifier;
///   without one (pretalx leaves it empty) the identifier is `schedule`.
/// - **time**: `dtstart` and `dtend` are trusted; pretalx's `<duration>` is not (it writes 1 h 30
///   min as `1.03000`) and is only read, as ISO 8601 (`PT1H30M`), when there is no `dtend`.
///   Values are RFC 5545's basic form (`20250317T130000`) or RFC 6321's extended form.
///
/// Zone rule: a time with `Z` (or an offset) is exact; a `tzid` parameter names its IANA zone;
/// any other time is floating, read in the `vcalendar`'s `x-wr-timezone` when it has one, else
/// in the fallback zone (`--time-zone`), and refused with a message asking for it when neither
/// is known. pretalx's xCal names no zone anywhere (GOOD 2025's times are US/Eastern, which only
/// its iCalendar and widget exports say).
///
/// Safety and errors: documents over the size limit are refused before parsing (`.tooLarge`);
/// libxml2 runs without network, entity substitution or DTD loading; an entity reference is
/// refused; elements nested deeper than `maximumDepth` are refused. Every message starts with
/// `xCal` and says where: `.malformed("xCal, line L, column C: …")` for XML that is not
/// well-formed, `.truncated(…)` for a document that ends early, or a root that is not
/// `<iCalendar>`. An event without a readable `dtstart`, `dtend` or `duration` is skipped and
/// reported with its line (`SyncResponse.skipped`), the rest read.
public struct XCalDecoder: Sendable {
    /// The default depth limit: 64 levels of elements (real documents use 4 to 6).
    public static let defaultMaximumDepth = 64

    /// The time, fallback zone and size limit it reads with.
    public let reading: ScheduleReading
    /// Deeper documents are refused.
    public let maximumDepth: Int

    /// Creates a decoder that reads with these settings.
    /// - Parameter reading: the response's time, the zone for floating times, and the size limit.
    public init(_ reading: ScheduleReading) {
        self.init(reading, maximumDepth: Self.defaultMaximumDepth)
    }

    /// Creates a decoder that reads with these settings and depth limit.
    /// - Parameters:
    ///   - reading: the response's time, the zone for floating times, and the size limit.
    ///   - maximumDepth: the deepest nesting of elements read.
    public init(_ reading: ScheduleReading, maximumDepth: Int) {
        self.reading = reading
        self.maximumDepth = maximumDepth
    }

    /// Decodes a whole xCal document.
    /// - Parameter data: the document's bytes.
    public func decode(_ data: Data) throws(ConventionAPIError) -> SyncResponse {
        guard data.count <= reading.maximumDocumentBytes, data.count <= Int(Int32.max) else {
            throw .tooLarge(limitInBytes: reading.maximumDocumentBytes)
        }
        let document = try XCalReader(maximumDepth: maximumDepth).read(data)
        var schedule = FlatSchedule(kind: .xCal)
        schedule.title = document.calendar.text("x-wr-calname")
        schedule.timeZoneName = document.calendar.text("x-wr-timezone")
        schedule.items.reserveCapacity(document.events.count)
        for event in document.events {
            try schedule.add(at: "line \(event.line)", identifier: event.text("uid"), title: event.text("title", "summary")) {
                () throws(ConventionAPIError) in try item(event)
            }
        }
        return try FlatScheduleAssembler(reading: reading).assemble(schedule)
    }

    private func item(_ event: XCalComponent) throws(ConventionAPIError) -> FlatScheduleItem {
        var item = FlatScheduleItem()
        item.location = .line(event.line)
        item.sourceID = event.text("uid")
        item.title = event.text("title", "summary")
        item.subtitle = event.text("subtitle")
        item.description = event.text("description")
        item.slug = event.text("event-slug")
        item.language = event.text("language-code", "language")
        item.room = event.text("location")
        item.track = event.text("category", "categories")
        item.persons = (event.properties["attendee"] ?? []).compactMap(Self.person)
        item.links = event.all("url").map { EventLink(title: "Event page", url: $0) }
        item.isCancelled = event.text("status").uppercased() == "CANCELLED"
        let name = item.title.isEmpty ? "an event" : "“\(item.title)”"

        guard let start = event.first("dtstart") else { throw error(at: event.line, "\(name) has no dtstart") }
        item.start = try time(start, of: name, "dtstart")
        if let end = event.first("dtend") {
            item.end = try time(end, of: name, "dtend")
        } else if let duration = event.first("duration"), !duration.value.isEmpty {
            guard let seconds = ScheduleISODuration.seconds(duration.value) else {
                throw error(
                    at: duration.line, "\(name) has no dtend and its duration “\(duration.value)” is not ISO 8601 (PT1H30M)")
            }
            item.durationSeconds = seconds
        }
        return item
    }

    private func time(_ property: XCalProperty, of name: String, _ key: String) throws(ConventionAPIError) -> ScheduleTime {
        guard let time = XCalTime.time(of: property) else {
            throw error(at: property.line, "the \(key) “\(property.value)” of \(name) is not a date-time")
        }
        return time
    }

    /// An attendee's name: its `cn` parameter, else its value without `mailto:`; nil when empty.
    private static func person(_ attendee: XCalProperty) -> String? {
        var name = attendee.parameters["cn"] ?? ""
        if name.isEmpty { name = attendee.value }
        if name.lowercased().hasPrefix("mailto:") { name = String(name.dropFirst(7)).trimmedForSchedule }
        return name.isEmpty ? nil : name
    }

    private func error(at line: Int, _ message: String) -> ConventionAPIError {
        .malformed("\(ScheduleSourceKind.xCal.formatName), line \(line): \(message)")
    }
}
