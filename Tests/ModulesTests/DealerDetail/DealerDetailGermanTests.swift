import ConbookCore
import ConbookDealerDetail
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Dealer Detail in German")
struct DealerDetailGermanTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given dealers there on some days and the Core in German, when shown, then the days are German weekday names in a German sentence"
    )
    func attendanceInGerman() throws {
        let core = try ConbookTestContext(language: .german)

        #expect(
            DealerDetailModuleTestContext(core: core, dealer: Sample.pawsomePlush.id).scene.viewModel?.attendance
                == "nur Donnerstag und Samstag")
        #expect(
            DealerDetailModuleTestContext(core: core, dealer: Sample.elanVital.id).scene.viewModel?.attendance
                == "nur Freitag")
        #expect(
            DealerDetailModuleTestContext(core: core, dealer: Sample.sketchyFox.id).scene.viewModel?.attendance
                == "Jeden Tag")
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(DealerDetailTexts.languageDifferences == [])
    }
}
