public import ConbookCore

/// A presentation-agnostic screen: what a front end (the console, a test's capturing scene)
/// shows for one module. Each module's scene protocol refines this one and speaks display values only.
@MainActor
public protocol Scene: AnyObject {
    /// How the scene's front end words what a person can do, in a language: the actions a module's
    /// texts point to ("log in to see your messages (`login`)" on the console). A module's builder
    /// reads it when it makes the module's words.
    /// - Parameter language: the language of the module's words.
    func actionWording(in language: Language) -> ActionWording
}

extension Scene {
    /// The plain words (`ActionWording.plain(in:)`), for a front end that gives none of its own.
    /// - Parameter language: the language of the module's words.
    public func actionWording(in language: Language) -> ActionWording {
        .plain(in: language)
    }
}
