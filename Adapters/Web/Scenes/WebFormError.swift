public import ConbookCore
import ConbookModuleKit

/// Why a page's form was not carried out: it asked for an action the page does not offer, or
/// lacked or mangled a field the action needs, or came before the page had anything to act on.
public enum WebFormError: Error, Equatable, Sendable {
    /// The page offers no such action.
    case unknownAction(String)
    /// The action needs this field.
    case missingField(String)
    /// The field's value is not one the action takes.
    case malformedField(String)
    /// The page has not loaded what the action acts on.
    case notLoadedYet

    /// What to tell the person, in a language.
    public func message(in language: Language) -> String {
        let texts = WebTexts.catalogue(for: language)
        return switch self {
        case .unknownAction(let action): texts(.formUnknownAction, ["action": action])
        case .missingField(let name): texts(.formMissingField, ["field": name])
        case .malformedField(let name): texts(.formMalformedField, ["field": name])
        case .notLoadedYet: texts(.formNotLoadedYet)
        }
    }
}
