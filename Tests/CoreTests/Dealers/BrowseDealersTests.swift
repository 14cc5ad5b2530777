import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Dealers: A–Z, search, categories")
struct BrowseDealersTests {
    private typealias Sample = SampleConvention

    private func names(_ groups: [DealerGroup]) -> [String] {
        groups.flatMap { group in group.dealers.map { "\(group.letter) \($0.preferredName)" } }
    }

    @Test(
        "Given the dealers, when listed, then they are grouped by the first letter of their preferred name, ignoring case and diacritics, with # for names that start with no letter, last"
    )
    func groupsAToZ() throws {
        let core = try ConbookTestContext()

        let groups = core.conbook.browseDealers.groups()

        #expect(groups.map(\.letter) == ["E", "P", "S", "W", "#"])
        #expect(
            names(groups) == [
                "E Élan Vital", "P Pawsome Plush", "S Sketchy Fox Art", "W wolf & co", "# 8-Bit Critters",
            ])
        #expect(core.conbook.browseDealers.count() == 5)
    }

    @Test(
        "Given a search, when dealers are listed, then those whose preferred or alternate name has words starting with every searched word are, case and diacritics aside, in their letter groups",
        arguments: [
            ("sketchy", ["S Sketchy Fox Art"]),
            ("SKETCHYFOX", ["S Sketchy Fox Art"]),
            ("elan", ["E Élan Vital"]),
            ("Élan vit", ["E Élan Vital"]),
            ("paws", ["P Pawsome Plush"]),
            ("pixel", ["# 8-Bit Critters"]),
            ("fox art", ["S Sketchy Fox Art"]),
            ("ox", []),
            ("  ", ["E Élan Vital", "P Pawsome Plush", "S Sketchy Fox Art", "W wolf & co", "# 8-Bit Critters"]),
        ])
    func search(text: String, expected: [String]) throws {
        let core = try ConbookTestContext()

        #expect(names(core.conbook.browseDealers.groups(matching: text)) == expected)
    }

    @Test(
        "Given active categories, when dealers are listed, then a dealer with none of them is hidden; the categories are every dealer's, sorted"
    )
    func categories() throws {
        let core = try ConbookTestContext()

        #expect(core.conbook.browseDealers.categories() == ["Artwork", "Commissions", "Fursuits", "Plushies", "Prints"])
        #expect(
            names(core.conbook.browseDealers.groups(activeCategories: ["Prints"]))
                == ["S Sketchy Fox Art", "# 8-Bit Critters"])
        #expect(
            names(core.conbook.browseDealers.groups(matching: "bit", activeCategories: ["Prints", "Plushies"]))
                == ["# 8-Bit Critters"])
        #expect(core.conbook.browseDealers.groups(activeCategories: []).isEmpty)
    }

    @Test(
        "Given a dealer, when viewed, then it is found with where its table is; a dealer on no map has no location; one not in the den is nil"
    )
    func viewADealer() throws {
        let core = try ConbookTestContext()

        #expect(core.conbook.viewDealer.dealer(Sample.sketchyFox.id) == Sample.sketchyFox)
        #expect(core.conbook.viewDealer.location(of: Sample.sketchyFox.id)?.entry.id == "entry-sketchy")
        #expect(core.conbook.viewDealer.location(of: Sample.sketchyFox.id)?.map.id == Sample.denMap.id)
        #expect(core.conbook.viewDealer.location(of: Sample.elanVital.id) == nil)
        #expect(core.conbook.viewDealer.dealer("dealer-gone") == nil)
    }

    @Test(
        "Given a dealer with only a nickname, or whose nickname is its display name, when named, then the preferred name is the nickname and there is no alternate name"
    )
    func preferredAndAlternateNames() {
        #expect(Sample.pawsomePlush.preferredName == "Pawsome Plush")
        #expect(Sample.pawsomePlush.alternateName == nil)
        #expect(Sample.sketchyFox.alternateName == "SketchyFox")
        #expect(Dealer(id: "dealer-nameless").preferredName == "?")
        #expect(Dealer(id: "dealer-same", displayName: "Wolf ", attendeeNickname: " Wolf").alternateName == nil)
        #expect(Sample.pawsomePlush.attendsEveryDay == false)
        #expect(Sample.sketchyFox.attendsEveryDay)
    }
}
