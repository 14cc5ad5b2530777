/// One thing a visitor of the guide did on a page that only changes what it shows (a day chosen, a
/// page turned, a search): an action of the page's scene with its fields, as a form would post it.
/// In an address it is one path segment, `~action,name=value,…`, each name and value
/// percent-encoded, so that every state of a page has an address of its own (a static file, a
/// cache entry, a link to share).
public struct WebGuideStep: Hashable, Sendable {
    /// The scene's action (`WebForm.action`), e.g. `day`.
    public let action: String
    /// Its fields, in order, e.g. `[("day", "2")]`.
    public let fields: [Field]

    /// A field of a step.
    public struct Field: Hashable, Sendable {
        /// The field's name.
        public let name: String
        /// Its value.
        public let value: String
    }

    /// A step of an action with its fields.
    public init(action: String, fields: [(name: String, value: String)]) {
        self.action = action
        self.fields = fields.map { Field(name: $0.name, value: $0.value) }
    }

    /// The step a path segment names (`~day,day=2`); nil for a segment that is not one.
    init?(segment: String) {
        guard segment.hasPrefix("~") else { return nil }
        let parts = segment.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
        guard let name = parts.first.flatMap({ WebAddress.percentDecoded($0) }), !name.isEmpty else { return nil }
        var fields: [Field] = []
        for part in parts.dropFirst() {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, let fieldName = WebAddress.percentDecoded(pair[0]), !fieldName.isEmpty,
                let value = WebAddress.percentDecoded(pair[1])
            else { return nil }
            fields.append(Field(name: fieldName, value: value))
        }
        action = name
        self.fields = fields
    }

    /// The step as a path segment (before the address percent-encodes it again).
    var segment: String {
        "~"
            + ([WebAddress.escapedComponent(action)]
            + fields.map { WebAddress.escapedComponent($0.name) + "=" + WebAddress.escapedComponent($0.value) })
            .joined(separator: ",")
    }

    /// The form the step posts to its scene.
    var form: WebForm {
        WebForm(action: action, fields: fields.map { ($0.name, $0.value) })
    }
}
