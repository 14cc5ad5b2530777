public import ConbookCore

/// How a front end words what a person can do (`UserAction`) in one language: the console as a
/// command ("`login`"), a front end without commands as what its buttons say. A scene gives its
/// front end's wording (`Scene.actionWording(in:)`); `ModuleWords` fills it into module texts.
///
/// ```swift
/// let wording = ActionWording { action in action == .logIn ? "Sign in" : "…" }
/// wording(.logIn)   // "Sign in"
/// ```
public struct ActionWording: Sendable {
    private let words: @Sendable (UserAction) -> String

    /// A wording that words each action with a function.
    /// - Parameter words: the words for an action, e.g. "log in" for `.logIn`.
    public init(_ words: @escaping @Sendable (UserAction) -> String) {
        self.words = words
    }

    /// The words for an action.
    public func callAsFunction(_ action: UserAction) -> String {
        words(action)
    }

    /// A wording read from a catalogue that has a text for each action under its `textKey`
    /// (`actionLogIn`, …), filled with its `textValues`; an action without one reads as its key.
    /// - Parameter texts: the catalogue, in the language of the words.
    public init<Key: TextKey>(_ texts: TextCatalogue<Key>) {
        self.init { action in
            guard let key = Key(rawValue: action.textKey) else { return action.textKey }
            return texts(key, action.textValues)
        }
    }

    /// The plain words for actions in a language ("log in", "refresh to try again"), for a front
    /// end that gives none of its own (the test kit's capturing scenes).
    /// - Parameter language: the language of the words.
    public static func plain(in language: Language) -> ActionWording {
        ActionWording(ModuleTexts.catalogue(for: language))
    }
}
