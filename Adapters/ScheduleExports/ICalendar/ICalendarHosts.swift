import Foundation

/// Where the hosts of an iCalendar event are, since iCalendar has no field for them that
/// conference servers fill:
///
/// - **pretalx** (its `PRODID` names pretalx) writes `SUMMARY` as `Title - Speaker [Org], Other`
///   (with an empty speaker list `Title - `): the title is what comes before the last ` - `
///   outside square brackets (an organisation such as `[CSC - IT Center]` keeps its dash), the
///   hosts what comes after, split at `, ` outside brackets. The names are kept as pretalx
///   writes them (`Name [Org]`), as in its xCal and widget. A summary without such a dash is
///   the title alone.
/// - **Symposion** (linux.conf.au) starts `DESCRIPTION` with a line `Speaker: Name` (or
///   `Speakers: A, B`): the hosts come from it and the description is the rest.
/// - Any other feed: the summary is the title, the description as written, no hosts.
enum ICalendarHosts {
    /// The title and hosts of a pretalx summary.
    static func pretalxSummary(_ summary: String) -> (title: String, hosts: [String]) {
        guard let dash = lastSeparator(" - ", in: summary) else {
            // A summary trimmed by someone: `Title -` has an empty speaker list.
            return summary.hasSuffix(" -") ? (String(summary.dropLast(2)), []) : (summary, [])
        }
        let title = String(summary[..<dash.lowerBound])
        let hosts = split(String(summary[dash.upperBound...]), at: ", ")
        return (title, hosts)
    }

    /// The hosts named by a first line `Speaker: …` or `Speakers: …`, and the description
    /// without that line; the description unchanged and no hosts otherwise.
    static func speakerLine(of description: String) -> (hosts: [String], description: String) {
        let firstLine = description.prefix { $0 != "\n" }
        for label in ["Speaker:", "Speakers:"] where firstLine.hasPrefix(label) {
            let names = firstLine.dropFirst(label.count)
            var hosts: [String] = []
            for part in split(String(names), at: ", ") {
                hosts += part.components(separatedBy: " and ").map(trimmed).filter { !$0.isEmpty }
            }
            guard !hosts.isEmpty else { break }
            return (hosts, trimmed(String(description.dropFirst(firstLine.count))))
        }
        return ([], description)
    }

    /// The range of the last separator that is not inside square brackets.
    private static func lastSeparator(_ separator: String, in text: String) -> Range<String.Index>? {
        separators(separator, in: text).last
    }

    /// The parts of a text between separators outside square brackets, trimmed, empty ones left out.
    private static func split(_ text: String, at separator: String) -> [String] {
        var parts: [String] = []
        var start = text.startIndex
        for range in separators(separator, in: text) {
            parts.append(String(text[start..<range.lowerBound]))
            start = range.upperBound
        }
        parts.append(String(text[start...]))
        return parts.map(trimmed).filter { !$0.isEmpty }
    }

    private static func separators(_ separator: String, in text: String) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "[" { depth += 1 }
            if character == "]" { depth = max(0, depth - 1) }
            if depth == 0, text[index...].hasPrefix(separator) {
                let end = text.index(index, offsetBy: separator.count)
                found.append(index..<end)
                index = end
                continue
            }
            index = text.index(after: index)
        }
        return found
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmedForSchedule
    }
}
