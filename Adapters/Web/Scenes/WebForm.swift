/// What a form of a page posted: the action it names (its `action` field) and its other fields.
/// A scene reads the fields it expects; one missing or malformed is a `WebFormError`.
public struct WebForm: Sendable, Equatable {
    /// The field that names the action.
    public static let actionField = "action"

    /// A file a form sent (`<input type=file>`, in a `multipart/form-data` form).
    public struct File: Sendable, Equatable {
        /// The file's own name as the browser gave it, without any folder.
        public var name: String
        /// Its bytes.
        public var bytes: [UInt8]

        /// A file sent.
        public init(name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    /// The action, e.g. `favourite`.
    public let action: String
    private let fields: [String: [String]]
    private let files: [String: File]

    /// A form of an action, its fields (a name given more than once keeps each value) and the
    /// files it sent, by their fields' names.
    public init(action: String, fields: [(name: String, value: String)], files: [String: File] = [:]) {
        self.action = action
        var collected: [String: [String]] = [:]
        for field in fields { collected[field.name, default: []].append(field.value) }
        self.fields = collected
        self.files = files
    }

    /// The file a field sent; nil when it sent none (a file field left empty sends none).
    public func file(_ name: String) -> File? {
        files[name]
    }

    /// The first value of a field; nil when the form does not have it.
    public func optionalValue(_ name: String) -> String? {
        fields[name]?.first
    }

    /// Every value of a field (checkboxes of one name), in the order sent.
    public func values(_ name: String) -> [String] {
        fields[name] ?? []
    }

    /// The value of a field the action needs.
    public func value(_ name: String) throws(WebFormError) -> String {
        guard let value = optionalValue(name) else { throw .missingField(name) }
        return value
    }

    /// A whole number the action needs, within `range`.
    public func number(_ name: String, in range: ClosedRange<Int> = Int.min...Int.max) throws(WebFormError) -> Int {
        let text = try value(name)
        guard let number = Int(text.trimmingSpaces), range.contains(number) else { throw .malformedField(name) }
        return number
    }

    /// Where an image button (`<input type=image name=…>`) was pressed, in pixels of the image as
    /// shown; nil when the form has no such point.
    public func point(_ name: String) -> (x: Int, y: Int)? {
        guard let x = optionalValue(name + ".x").flatMap({ Int($0) }), let y = optionalValue(name + ".y").flatMap({ Int($0) })
        else { return nil }
        return (x, y)
    }
}

extension String {
    /// The text without spaces at either end.
    var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map { index(after: $0) } ?? start
        return self[start..<max(start, end)]
    }
}
