import ConbookCore
import ConbookDealers
import ConbookTesting
import Testing

@MainActor
@Suite("Dealers in German")
struct DealersGermanTests {
    @Test("Given the Core in German, when the Dealers' Den appears, then the heading and the rows' notes are German")
    func dealersInGerman() throws {
        let context = DealersModuleTestContext(core: try ConbookTestContext(language: .german))

        #expect(context.scene.viewModel?.heading == "5 Händler, A–Z")
        #expect(context.scene.row(named: "Élan Vital")?.notes == ["nicht jeden Tag", "After Dark"])
    }
}
