public import ConbookCore

/// A module's words in one language: its own catalogue (the keys and tables in its folder) and the
/// words modules share (`ModuleText`: lists, change marks, links, the Core's errors), called alike:
/// `texts(.clashNote)` reads the shared table, `texts(.scheduleFilterRoom)` the Schedule module's own.
///
/// Both fill the placeholders of actions without an argument (`{logIn}`, `{tryAgain}`: see
/// `UserAction.placeholder`) with the front end's wording; `action(_:)` words one with an argument.
public struct ModuleWords<Key: TextKey>: Sendable {
    /// The module's own texts.
    public let own: TextCatalogue<Key>
    /// The words every module may use.
    public let shared: TextCatalogue<ModuleText>
    /// How the front end words what a person can do.
    public let actions: ActionWording
    /// The front end's words for each action without an argument, by its placeholder's name.
    private let actionValues: [String: String]

    /// The words of a module's catalogues in a language, naming actions as a front end words them.
    /// - Parameters:
    ///   - catalogues: the module's catalogues of texts, e.g. `ScheduleTexts.self`.
    ///   - language: the language of the words (`conbook.language`).
    ///   - actions: how the front end words actions, e.g. `scene.actionWording(in: language)`.
    public init<Catalogues: TextCatalogues>(_ catalogues: Catalogues.Type, language: Language, actions: ActionWording)
    where Catalogues.Key == Key {
        own = catalogues.catalogue(for: language)
        shared = ModuleTexts.catalogue(for: language)
        self.actions = actions
        actionValues = Dictionary(
            uniqueKeysWithValues: UserAction.placeholderActions.compactMap { action in
                action.placeholder.map { ($0, actions(action)) }
            })
    }

    /// The language of the words.
    public var language: Language { own.language }

    /// A text of the module's own, its placeholders filled from `values` and its actions' from the
    /// front end's wording.
    public func callAsFunction(_ key: Key, _ values: [String: String] = [:]) -> String {
        own(key, withActions(values))
    }

    /// A shared text, its placeholders filled from `values` and its actions' from the front end's
    /// wording.
    public func callAsFunction(_ key: ModuleText, _ values: [String: String] = [:]) -> String {
        shared(key, withActions(values))
    }

    /// The front end's words for an action, e.g. one with an argument, to give as a placeholder's value.
    public func action(_ action: UserAction) -> String {
        actions(action)
    }

    private func withActions(_ values: [String: String]) -> [String: String] {
        values.merging(actionValues) { given, _ in given }
    }
}
