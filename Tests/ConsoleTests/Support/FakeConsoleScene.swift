import ConbookConsole
import ConbookModuleKit

/// A console scene that shows its name, takes no command, and counts how often it became visible.
@MainActor
final class FakeConsoleScene: ConsoleScene {
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

    static let place = ConsoleText.placeWebPage
    var texts: TextCatalogue<ConsoleText> { ConsoleTexts.english }
    static let commands: [ConsoleSceneCommand<FakeConsoleScene>] = []
}
