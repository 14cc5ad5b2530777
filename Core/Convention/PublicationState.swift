/// How final a source says its data is: Eurofurence's `State`, `preview` while the schedule is
/// still being put together and `live` once it is the convention's.
public enum PublicationState: Hashable, Sendable {
    /// A preview: the schedule may still change a lot.
    case preview
    /// The convention's live data.
    case live
    /// A state this version does not know, as the source spells it.
    case other(String)

    /// The state a source's word names (ignoring case and surrounding spaces); nil for none.
    public init?(sourceWord: String?) {
        guard let word = sourceWord?.trimmingSpaces, !word.isEmpty else { return nil }
        switch word.lowercased() {
        case "preview": self = .preview
        case "live": self = .live
        default: self = .other(String(word.prefix(40)))
        }
    }

    /// The state as a source spells it: `preview`, `live`, or the unknown word.
    public var sourceWord: String {
        switch self {
        case .preview: "preview"
        case .live: "live"
        case .other(let word): word
        }
    }
}
