public import ConbookCore

/// Writes a calendar export as an iCalendar file (RFC 5545): one `VEVENT` per entry, times in
/// UTC, text escaped and lines folded at 75 octets, each line ending in CRLF.
///
/// ```swift
/// let export = try conbook.exportCalendar.export(.favourites)
/// let text = ICalendarWriter().text(of: export!)   // BEGIN:VCALENDAR…
/// ```
public struct ICalendarWriter: Sendable {
    /// The product identifier written in every file.
    public static let productIdentifier = "-//Conbook//Conbook Convention Companion//EN"

    /// How the hosts are introduced in an entry's description, e.g. `Hosted by`.
    public let hostsLabel: String

    /// Creates a writer; the hosts close each description after a label (`Hosted by A, B.`).
    public init(hostsLabel: String = "Hosted by") {
        self.hostsLabel = hostsLabel
    }

    /// The iCalendar text of an export.
    public func text(of export: CalendarExport) -> String {
        var lines: [String] = [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:\(Self.productIdentifier)",
            "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
            "X-WR-CALNAME:\(ICalendarText.escaped(export.conventionName))",
            "X-WR-TIMEZONE:\(ICalendarText.escaped(export.timeZoneIdentifier))",
        ]
        for entry in export.entries {
            lines += eventLines(entry, in: export)
        }
        lines.append("END:VCALENDAR")
        return lines.map(ICalendarText.folded).map { $0 + "\r\n" }.joined()
    }

    private func eventLines(_ entry: CalendarEntry, in export: CalendarExport) -> [String] {
        var lines = [
            "BEGIN:VEVENT",
            "UID:\(ICalendarText.escaped(entry.uid))",
            "DTSTAMP:\(ICalendarDateTime.utc(export.exportedAt))",
            "DTSTART:\(ICalendarDateTime.utc(entry.start))",
        ]
        // RFC 5545 wants DTEND after DTSTART; an event without a length has none (it lasts no time).
        if ICalendarDateTime.utc(entry.end) > ICalendarDateTime.utc(entry.start) {
            lines.append("DTEND:\(ICalendarDateTime.utc(entry.end))")
        }
        lines.append("SUMMARY:\(ICalendarText.escaped(entry.summary))")
        if !entry.location.isEmpty {
            lines.append("LOCATION:\(ICalendarText.escaped(entry.location))")
        }
        let hosts = entry.hosts.isEmpty ? "" : "\(hostsLabel) \(entry.hosts.joined(separator: ", "))."
        let description = [entry.description, hosts].filter { !$0.isEmpty }.joined(separator: "\n\n")
        if !description.isEmpty {
            lines.append("DESCRIPTION:\(ICalendarText.escaped(description))")
        }
        if !entry.categories.isEmpty {
            lines.append("CATEGORIES:\(entry.categories.map(ICalendarText.escaped).joined(separator: ","))")
        }
        if let url = entry.url, ICalendarText.isPlainURI(url) {
            lines.append("URL:\(url)")
        }
        lines.append("STATUS:\(entry.isCancelled ? "CANCELLED" : "CONFIRMED")")
        lines.append("LAST-MODIFIED:\(ICalendarDateTime.utc(export.lastModified))")
        lines.append("END:VEVENT")
        return lines
    }
}
