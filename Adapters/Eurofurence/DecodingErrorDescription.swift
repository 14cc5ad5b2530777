import Foundation

/// Turns a `DecodingError` about the shape of JSON into one line naming where and what, e.g.
/// `Events[3].Title: expected to decode String but found number instead.`
///
/// Paths are written like the JSON: object keys joined by `.`, array positions in brackets. A
/// Eurofurence node's `ChangedEntities` key is left out before a position, so the fourth changed
/// event is `Events[3]` while a deleted identifier stays `Events.DeletedEntities[0]`.
struct DecodingErrorDescription {
    /// The place in the document, e.g. `Events[3].Title`, or `the document` for the top level.
    let path: String
    /// What is wrong there.
    let problem: String

    /// The whole message.
    var message: String { "\(path): \(problem)" }

    /// Describes a shape error; nil for a syntax error (the parser's, with an empty path), which
    /// `JSONSyntaxDiagnosis` explains better.
    init?(_ error: DecodingError) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(codingPath: context.codingPath + [key], problem: "missing")
        case .valueNotFound(let type, let context):
            self.init(codingPath: context.codingPath, problem: "is null, expected \(Self.name(of: type))")
        case .typeMismatch(_, let context):
            self.init(codingPath: context.codingPath, problem: Self.sentence(context.debugDescription))
        case .dataCorrupted(let context):
            guard !context.codingPath.isEmpty else { return nil }
            self.init(codingPath: context.codingPath, problem: Self.sentence(context.debugDescription))
        @unknown default:
            return nil
        }
    }

    private init(codingPath: [any CodingKey], problem: String) {
        self.path = Self.render(codingPath)
        self.problem = problem
    }

    /// Renders a coding path as `Node[index].Field`.
    static func render(_ codingPath: [any CodingKey]) -> String {
        var rendered = ""
        for (position, key) in codingPath.enumerated() {
            if let index = key.intValue {
                rendered += "[\(index)]"
            } else if key.stringValue == "ChangedEntities", position + 1 < codingPath.count,
                codingPath[position + 1].intValue != nil
            {
                continue
            } else {
                rendered += rendered.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return rendered.isEmpty ? "the document" : rendered
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type, is Int64.Type, is Double.Type: "a number"
        default: String(describing: type)
        }
    }

    private static func sentence(_ text: String) -> String {
        guard let first = text.first else { return "has the wrong type" }
        return first.lowercased() + text.dropFirst()
    }
}
