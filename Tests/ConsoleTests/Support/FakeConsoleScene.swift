import ConbookConsole
import ConbookCore
import ConbookModuleKit

/// A console scene that shows its name, takes no command, and counts how often it became visible.
@MainActor
final class FakeConsoleScene: ConsoleScene {
    typealias Texts = FakeConsoleTexts

    let name: String
    private(set) var appearances = 0

    init(_ name: String) {
        self.name = name
    }

    func appear() {
        appearances += 1
    }

    func render() -> [String] {
        [name]
    }

    static let place = FakeConsoleTexts.Key.placeFake
    var texts: Words { Self.words(in: .english) }
    static let commands: [ConsoleSceneCommand<FakeConsoleScene>] = []
}

/// The fake scene's words: only where it is.
enum FakeConsoleTexts: TextCatalogues {
    enum Key: String, TextKey {
        case placeFake
    }

    static let english = TextCatalogue<Key>(language: .english, templates: [.placeFake: "a fake page"])
    static let german = TextCatalogue<Key>(language: .german, templates: [.placeFake: "einer unechten Seite"])
}
