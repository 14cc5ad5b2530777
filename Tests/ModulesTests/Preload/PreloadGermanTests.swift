import ConbookCore
import ConbookPreload
import ConbookTesting
import Testing

@MainActor
@Suite("Preload in German")
struct PreloadGermanTests {
    @Test("Given no data and the Core in German, when the preload appears, then its steps are German")
    func stepsInGerman() async throws {
        let context = PreloadModuleTestContext(core: try ConbookTestContext(stored: nil, language: .german))

        context.scene.simulateSceneDidLoad()
        await context.core.settle()

        #expect(
            context.scene.progressShown.map(\.text) == [
                "Lade die Convention herunter (0/3)", "Prüfe die Änderungen (1/3)", "Speichere (2/3)", "Aktuell (3/3)",
            ])
    }

    @Test(
        "Given the source is unreachable and the Core in German, when the preload appears, then it says why in German, with the adapter's detail as given"
    )
    func failureInGerman() async throws {
        let api = StubConventionAPI(failingWith: .unreachable("connection refused"))
        let context = PreloadModuleTestContext(core: try ConbookTestContext(stored: nil, api: api, language: .german))

        context.scene.simulateSceneDidLoad()
        await context.core.settle()

        #expect(context.scene.failureMessage == "Die Datenquelle der Convention war nicht erreichbar: connection refused")
    }
}
