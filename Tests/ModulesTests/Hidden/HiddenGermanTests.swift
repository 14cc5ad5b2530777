import ConbookCore
import ConbookHidden
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Hidden in German")
struct HiddenGermanTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given a hidden event and a room gone from the schedule, with the Core in German, when the Hidden section appears, then its groups and what it says of the room are German"
    )
    func hiddenInGerman() throws {
        let core = try ConbookTestContext(language: .german)
        try core.conbook.hideItems.hide(HiddenItems(events: [Sample.opening.id], rooms: ["room-gone"]))

        let context = HiddenModuleTestContext(core: core)

        #expect(context.scene.viewModel?.sections.map(\.title) == ["Veranstaltungen", "Räume"])
        #expect(
            context.scene.viewModel?.sections.first?.rows.first?.detail?.hasSuffix("10:00–11:00 · Main Stage — Hall A") == true)
        #expect(context.scene.viewModel?.sections.last?.rows.first?.detail == "nicht mehr im Programm")
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(HiddenTexts.languageDifferences == [])
    }
}
