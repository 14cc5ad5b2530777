public import ConbookCore

/// What a menu scene takes: a whole number within a range (e.g. the free time's shortest gap, in
/// minutes, 1 or more), optional: the scene opens without it.
public struct MenuArgument: Sendable {
    /// How the argument is written in a usage line, e.g. `N`.
    public let name: String
    /// The smallest number taken.
    public let minimum: Int
    /// The largest number taken.
    public let maximum: Int
    /// A number it takes, for an example such as `free 45`.
    public let example: Int
    private let meaningWords: @Sendable (Language) -> String

    init(name: String, minimum: Int, maximum: Int = .max, example: Int, meaning: @escaping @Sendable (Language) -> String) {
        self.name = name
        self.minimum = minimum
        self.maximum = maximum
        self.example = example
        meaningWords = meaning
    }

    /// What the number means, in a language, e.g. `a number of minutes, 1 or more`.
    public func meaning(in language: Language) -> String {
        meaningWords(language)
    }

    /// Whether a number is taken.
    public func accepts(_ value: Int) -> Bool {
        (minimum...maximum).contains(value)
    }
}
