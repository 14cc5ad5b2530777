/// A language Conbook's scenes, front ends and dates can be shown in.
///
/// The Core carries the language an embedder or a user chose (`Conbook.language`) to the modules,
/// which word their display values in it. What the Core reports is typed (errors, a link's
/// refusal, a map place's problem); their `description`s are English, for logs and embedders.
public enum Language: String, CaseIterable, Sendable {
    /// English (`en`), the default.
    case english = "en"
    /// German (`de`).
    case german = "de"

    /// The language of a code such as `de`, `de_DE.UTF-8`, `de-AT` or `en_GB` (the part before
    /// the region; ASCII case aside); nil for a language Conbook does not speak.
    public init?(code: String) {
        let language = code.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }
        guard let known = Self.allCases.first(where: { $0.rawValue == EventQuery.asciiLowercased(String(language)) }) else {
            return nil
        }
        self = known
    }
}
