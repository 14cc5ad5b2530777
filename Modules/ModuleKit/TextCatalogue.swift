public import ConbookCore

/// The keys of a catalogue of texts: one case per text a layer shows (its modules, its front end).
public protocol TextKey: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {}

/// The texts of one language: a template per key, filled in when shown.
///
/// A template is text with placeholders: `{name}` is replaced by the value given for `name`;
/// `{count:event|events}` chooses the first form when the value of `count` is `1`, the second
/// otherwise (English and German make plurals the same way). Each language is one catalogue (a
/// `[Key: String]`), and `TextCatalogue.differences(_:_:)` says where two languages' catalogues
/// differ in their keys or placeholders, for a test to fail on.
///
/// ```swift
/// let texts = TextCatalogue(language: .english, templates: [.eventCount: "{count} {count:event|events}"])
/// texts(.eventCount, ["count": "3"])   // "3 events"
/// ```
public struct TextCatalogue<Key: TextKey>: Sendable {
    /// The language of the texts.
    public let language: Language
    private let templates: [Key: String]

    /// A catalogue of a language's templates.
    public init(language: Language, templates: [Key: String]) {
        self.language = language
        self.templates = templates
    }

    /// The text of a key with its placeholders filled from `values` (a placeholder without a value
    /// is left out); the key's name when the catalogue has no template for it.
    public func callAsFunction(_ key: Key, _ values: [String: String] = [:]) -> String {
        guard let template = templates[key] else { return key.rawValue }
        return Self.filled(template, values)
    }

    /// The template of a key, as written in the catalogue.
    public func template(of key: Key) -> String? { templates[key] }

    /// Where two catalogues differ: a key one has and the other lacks, or a key whose templates
    /// name different placeholders (or choose plurals on different ones). Empty when they agree.
    public static func differences(_ first: TextCatalogue, _ second: TextCatalogue) -> [String] {
        Key.allCases.compactMap { key in
            switch (first.templates[key], second.templates[key]) {
            case (nil, nil): "\(key.rawValue): in neither \(first.language.rawValue) nor \(second.language.rawValue)"
            case (nil, _): "\(key.rawValue): missing in \(first.language.rawValue)"
            case (_, nil): "\(key.rawValue): missing in \(second.language.rawValue)"
            case (let one?, let other?):
                placeholders(one) == placeholders(other)
                    ? nil
                    : "\(key.rawValue): \(first.language.rawValue) has \(placeholders(one).sorted()), "
                        + "\(second.language.rawValue) has \(placeholders(other).sorted())"
            }
        }
    }

    /// The placeholders a template names (`count` and `count:` for a plural choice on it).
    static func placeholders(_ template: String) -> Set<String> {
        Set(
            pieces(of: template).compactMap { piece in
                guard case .placeholder(let name, let forms) = piece else { return nil }
                return forms == nil ? name : name + ":"
            })
    }

    private enum Piece {
        case text(Substring)
        case placeholder(name: String, forms: (one: Substring, other: Substring)?)
    }

    private static func filled(_ template: String, _ values: [String: String]) -> String {
        var text = ""
        for piece in pieces(of: template) {
            switch piece {
            case .text(let part): text += part
            case .placeholder(let name, nil): text += values[name] ?? ""
            case .placeholder(let name, let forms?): text += values[name] == "1" ? forms.one : forms.other
            }
        }
        return text
    }

    /// A template cut into text and placeholders; a brace that opens no placeholder is text.
    private static func pieces(of template: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let inside = rest[rest.index(after: open)..<close]
            let name = inside.prefix { $0 != ":" }
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) else {
                pieces.append(.text(rest[...open]))
                rest = rest[rest.index(after: open)...]
                continue
            }
            pieces.append(.text(rest[..<open]))
            if name.endIndex < inside.endIndex {
                let forms = inside[inside.index(after: name.endIndex)...]
                let bar = forms.firstIndex(of: "|") ?? forms.endIndex
                let other = bar < forms.endIndex ? forms[forms.index(after: bar)...] : forms[bar...]
                pieces.append(.placeholder(name: String(name), forms: (forms[..<bar], other)))
            } else {
                pieces.append(.placeholder(name: String(name), forms: nil))
            }
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(.text(rest))
        return pieces
    }
}
