import ConbookCore
import Foundation

/// A JSON object of a schedule document together with its path in the document (`talks[3]`), so
/// that every value read from it can be refused with the format and the exact place
/// (`pretalx widget JSON, talks[3].start: …`).
///
/// Absent keys and `null` read as empty (text, lists) or nil (objects); a value of the wrong kind
/// is refused, never guessed at.
struct PathedJSONObject {
    /// The format read, named in errors.
    let kind: ScheduleSourceKind
    /// The object's path in the document; empty for the top level.
    let path: String
    /// The object's values.
    let values: [String: Any]

    /// The object, or an error at `path` when the value is not an object.
    init(_ value: Any?, kind: ScheduleSourceKind, path: String) throws(ConventionAPIError) {
        guard let values = value as? [String: Any] else {
            throw ScheduleJSON.problem(
                kind, at: path.isEmpty ? "the document" : path, "is \(Self.describe(value)), not an object")
        }
        self.kind = kind
        self.path = path
        self.values = values
    }

    /// The path of a key of this object, e.g. `talks[3].start`.
    func path(of key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// An error at a key of this object.
    func problem(_ key: String, _ message: String) -> ConventionAPIError {
        ScheduleJSON.problem(kind, at: path(of: key), message)
    }

    /// A string or number as trimmed text; empty when absent or null; refused for anything else.
    func text(_ key: String) throws(ConventionAPIError) -> String {
        let value = values[key]
        switch value {
        case nil, is NSNull: return ""
        case let number as NSNumber where Self.isBoolean(number): throw problem(key, "is true or false, not text")
        case is String, is NSNumber: return ScheduleJSON.text(value)
        default: throw problem(key, "is \(Self.describe(value)), not text")
        }
    }

    /// Text that must be there and not be empty.
    func requiredText(_ key: String) throws(ConventionAPIError) -> String {
        let value = try text(key)
        guard !value.isEmpty else { throw problem(key, values[key] == nil ? "is missing" : "is empty") }
        return value
    }

    /// Text, or a translation map such as `{"en": "Lunch", "de": "Mittag"}`: its `preferred`
    /// language's text, else `en`, else the first non-empty text in the order of the languages'
    /// codes (JSON objects have no order of their own). Empty when absent or null.
    func localizedText(_ key: String, preferring preferred: String = "en") throws(ConventionAPIError) -> String {
        guard let map = values[key] as? [String: Any] else { return try text(key) }
        let translations = try PathedJSONObject(map, kind: kind, path: path(of: key))
        for language in [preferred, "en"] {
            let text = try translations.text(language)
            if !text.isEmpty { return text }
        }
        for language in map.keys.sorted() {
            let text = try translations.text(language)
            if !text.isEmpty { return text }
        }
        return ""
    }

    /// A timestamp (`2025-03-17T13:00:00-04:00`, `…Z`; without an offset a floating local time);
    /// nil when absent, null or empty; refused when it is not a timestamp.
    func time(_ key: String) throws(ConventionAPIError) -> ScheduleTime? {
        let written = try text(key)
        guard !written.isEmpty else { return nil }
        guard let timestamp = ScheduleTimeText.timestamp(written) else {
            throw problem(key, "“\(written)” is not a date and time")
        }
        return ScheduleTime(timestamp)
    }

    /// A list; empty when absent or null; refused when it is anything else.
    func list(_ key: String) throws(ConventionAPIError) -> [Any] {
        switch values[key] {
        case nil, is NSNull: return []
        case let list as [Any]: return list
        case let other: throw problem(key, "is \(Self.describe(other)), not a list")
        }
    }

    /// The objects of a list, each with its path (`talks[3]`).
    func objects(_ key: String) throws(ConventionAPIError) -> [PathedJSONObject] {
        var objects: [PathedJSONObject] = []
        for (index, value) in try list(key).enumerated() {
            objects.append(try PathedJSONObject(value, kind: kind, path: "\(path(of: key))[\(index)]"))
        }
        return objects
    }

    /// The entries of a list one by one, each with its path (`talks[3]`) and the object it is, or
    /// why it is not one: for lists whose entries are skipped one by one when damaged. The list
    /// itself must be one (or absent, or null).
    func entries(
        _ key: String
    ) throws(ConventionAPIError) -> [(path: String, object: Result<PathedJSONObject, ConventionAPIError>)] {
        try list(key).enumerated().map { index, value in
            let entryPath = "\(path(of: key))[\(index)]"
            return (
                entryPath, Result { () throws(ConventionAPIError) in try PathedJSONObject(value, kind: kind, path: entryPath) }
            )
        }
    }

    /// Reads each entry of a list that describes entities of a kind (rooms, speakers); an entry
    /// that is not an object or that `read` refuses is left out and recorded as a skipped entity
    /// of the kind, with its path, the name its `name` key gives and the reason.
    func forEachEntry<Entity: SyncedEntity>(
        _ key: String, describing type: Entity.Type, skipped: inout [SkippedEntity],
        _ read: (PathedJSONObject) throws(ConventionAPIError) -> Void
    ) throws(ConventionAPIError) {
        for (entryPath, entry) in try entries(key) {
            do throws(ConventionAPIError) {
                try read(try entry.get())
            } catch {
                let object = try? entry.get()
                let name = (try? object?.localizedText("name")) ?? ""
                var skip = try ScheduleItemSkip.skipped(error, kind: kind, path: entryPath, identifier: "", title: name)
                skip.kindName = Entity.kind.name
                skipped.append(skip)
            }
        }
    }

    /// A nested object; nil when absent or null; refused when it is anything else.
    func object(_ key: String) throws(ConventionAPIError) -> PathedJSONObject? {
        switch values[key] {
        case nil, is NSNull: return nil
        case let value: return try PathedJSONObject(value, kind: kind, path: path(of: key))
        }
    }

    /// A JSON `true` or `false`; nil when absent or null; refused for anything else.
    func flag(_ key: String) throws(ConventionAPIError) -> Bool? {
        switch values[key] {
        case nil, is NSNull: return nil
        case let number as NSNumber where Self.isBoolean(number): return number.boolValue
        case let value: throw problem(key, "is \(Self.describe(value)), not true or false")
        }
    }

    /// Whether a number is JSON's `true` or `false` (Foundation reads both as numbers).
    static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    /// How a JSON value is named in messages: `a list`, `a number`, `null`…
    static func describe(_ value: Any?) -> String {
        switch value {
        case nil: "missing"
        case is NSNull: "null"
        case is String: "text"
        case let number as NSNumber: isBoolean(number) ? "true or false" : "a number"
        case is [Any]: "a list"
        case is [String: Any]: "an object"
        default: "an unknown value"
        }
    }
}
