import ConbookCore
import Foundation

/// What the JSON readers of schedule formats share: parsing with an error that names the format
/// and the place (line and column), and reading loosely typed values as text.
enum ScheduleJSON {
    /// The document's values; refuses what is not JSON, naming the format and where it breaks
    /// (`.truncated` when it ends early).
    static func parse(_ data: Data, as kind: ScheduleSourceKind) throws(ConventionAPIError) -> Any {
        do {
            return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let debug = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            if debug.localizedCaseInsensitiveContains("end of file") || debug.localizedCaseInsensitiveContains("unexpected end") {
                throw .truncated("\(kind.formatName): the document ends early, at \(place(ofOffset: data.count, in: data))")
            }
            if let offset = characterOffset(in: debug) {
                throw .malformed("\(kind.formatName): not valid JSON at \(place(ofOffset: offset, in: data))")
            }
            throw .malformed("\(kind.formatName): not valid JSON (\(debug.isEmpty ? error.localizedDescription : debug))")
        }
    }

    /// A string or number as trimmed text; empty for anything else (null, absent, lists, objects).
    static func text(_ value: Any?) -> String {
        switch value {
        case let string as String: string.trimmedForSchedule
        case let number as NSNumber: number.stringValue
        default: ""
        }
    }

    /// A string or number as plain text (`text(_:)`), the HTML character references some
    /// exporters leave in JSON decoded (`Q&amp;A` → `Q&A`): for titles, names, rooms and tracks.
    static func plainText(_ value: Any?) -> String {
        HTMLEntityText.decoded(text(value))
    }

    /// An error naming the format, the JSON path (`talks[3].start`) and the problem.
    static func problem(_ kind: ScheduleSourceKind, at path: String, _ message: String) -> ConventionAPIError {
        .malformed("\(kind.formatName), \(path): \(message)")
    }

    /// `line L, column C` of a byte offset (both from 1; the column counts characters).
    static func place(ofOffset offset: Int, in data: Data) -> String {
        var line = 1
        var lineStart = data.startIndex
        let end = data.index(data.startIndex, offsetBy: min(max(offset, 0), data.count))
        for index in data.startIndex..<end where data[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: data[lineStart..<end], as: UTF8.self).count + 1
        return "line \(line), column \(column)"
    }

    /// The number in Foundation's "… around character N." (a 0-based offset).
    private static func characterOffset(in debug: String) -> Int? {
        guard let range = debug.range(of: "character ") else { return nil }
        return Int(debug[range.upperBound...].prefix { $0.isNumber })
    }
}
