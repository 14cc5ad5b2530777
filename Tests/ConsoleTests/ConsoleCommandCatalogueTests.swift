import ConbookConsole
import ConbookCore
import ConbookDirector
import ConbookTesting
import Testing

@MainActor
@Suite("Console command catalogue")
struct ConsoleCommandCatalogueTests {
    @Test("Given the app over the console, then every kind of scene the Director shows is one the catalogue lists")
    func listsEverySceneTheDirectorShows() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext(stored: nil))
        _ = await app.run(["tab schedule", "select 1"])
        let shown = app.navigator.visibleStack + app.sectionRoots()

        #expect(!shown.isEmpty)
        for scene in shown {
            #expect(ConsoleSceneFactory.sceneTypes.contains { $0 == type(of: scene) }, "\(type(of: scene))")
        }
        #expect(ConsoleSceneFactory.sceneTypes.contains { $0 == ConsolePreloadScene.self })
        // Every kind the Director knows is a console scene, each listed once.
        #expect(ConsoleSceneFactory.sceneTypes.count == ConsoleSceneFactory.kindsOfScene.count)
        #expect(Set(ConsoleSceneFactory.sceneTypes.map(ObjectIdentifier.init)).count == ConsoleSceneFactory.sceneTypes.count)
    }

    @Test(
        "Given the catalogue, when listed at 60 columns, then every command a scene declares is there, wrapped under its explanation column"
    )
    func listsEveryDeclaredCommand() {
        let lines = ConsoleCommandCatalogue.text(width: 60).split(separator: "\n", omittingEmptySubsequences: false)

        #expect(lines.first == "Commands (one per line; lines starting with # are ignored):")
        #expect(lines.allSatisfy { $0.count <= 60 })
        for help in ConsoleSceneFactory.sceneTypes.flatMap({ $0.commandHelp }) {
            #expect(lines.contains { $0.hasPrefix("  \(help.usage)  ") }, "\(help.usage)")
        }
        #expect(lines.contains("On an event's page:"))
        #expect(lines.contains("  select N              open the N-th listed event or"))
        #expect(lines.contains("                        announcement (which marks it read)"))
        #expect(lines.contains("On the Announcements page:"))
        #expect(lines.contains("On an announcement's page:"))
    }

    @Test(
        "Given the menu's declarations, when `conbook --help` is written in English and German, then each menu scene's line is its word (with its argument) and `show` with its module's summary, so it cannot go stale"
    )
    func helpsFromTheMenuDeclarations() {
        for language in [Language.english, .german] {
            let text = ConsoleCommandCatalogue.text(width: 1000, language: language)
            let show = language == .english ? "show" : "zeigt"
            for scene in ConsoleSceneFactory.menuScenes {
                let usage = scene.argument.map { "\(scene.word) [\($0.name)]" } ?? scene.word
                #expect(
                    text.split(separator: "\n").contains {
                        $0.hasPrefix("  \(usage) ") && $0.hasSuffix("\(show) \(scene.summary(in: language))")
                    }, "\(usage) in \(language)")
            }
        }
        #expect(!ConsoleCommandCatalogue.text(width: 1000).contains("password"))
    }
}
