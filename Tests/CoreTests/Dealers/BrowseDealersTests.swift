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

    @Test(
        "Given five dealers, when listed two at a time, then each page holds the next two A–Z, grouped, and every page gives all the letters with their counts and where each starts"
    )
    func pagesAToZ() throws {
        let core = try ConbookTestContext()
        let browse = core.conbook.browseDealers

        let first = browse.page(in: PageRange(offset: 0, limit: 2))
        let second = browse.page(in: PageRange(offset: 2, limit: 2))
        let last = browse.page(in: PageRange(offset: 4, limit: 2))
        let past = browse.page(in: PageRange(offset: 9, limit: 2))

        #expect(names(first.groups) == ["E Élan Vital", "P Pawsome Plush"])
        #expect(names(second.groups) == ["S Sketchy Fox Art", "W wolf & co"])
        #expect(names(last.groups) == ["# 8-Bit Critters"])
        #expect(past.dealers.isEmpty)
        let letters = ["E", "P", "S", "W", "#"].map { DealerLetter(letter: $0, count: 1) }
        #expect([first, second, last, past].allSatisfy { $0.letters == letters && $0.totalCount == 5 })
        #expect(first.offset(ofLetter: "W") == 3)
        #expect(first.offset(ofLetter: "#") == 4)
        #expect(first.offset(ofLetter: "Q") == nil)
    }

    @Test(
        "Given a search and categories, when paged, then the page and its letters count only the dealers they find"
    )
    func pagesOfASearch() throws {
        let core = try ConbookTestContext()

        let page = core.conbook.browseDealers.page(
            matching: "a", activeCategories: ["Prints", "Plushies"], in: PageRange(offset: 0, limit: 1))

        #expect(names(page.groups) == ["S Sketchy Fox Art"])
        #expect(page.letters == [DealerLetter(letter: "S", count: 1)])
    }

    @Test(
        "Given names that differ only in capitals, accents or not at all, when listed, then they are ordered folded, then as written, then by identifier, and a letter split by a page break is in both pages"
    )
    func listingKeyOrder() {
        func dealer(_ id: String, _ name: String) -> Dealer {
            Dealer(id: Dealer.ID(id), displayName: name, attendeeNickname: "")
        }
        let dealers = [
            dealer("4", "eve"), dealer("2", "Eve"), dealer("1", "Ève"), dealer("3", "Eve"), dealer("5", "Ev"),
            dealer("6", "zed"), dealer("7", "9 lives"), dealer("8", "Éclair"),
        ]

        let whole = DealerPage(listing: dealers.reversed(), in: .everything)
        let split = DealerPage(listing: dealers, in: PageRange(offset: 5, limit: 2))

        #expect(whole.dealers.map(\.id.rawValue) == ["8", "5", "2", "3", "4", "1", "6", "7"])
        #expect(whole.letters.map(\.letter) == ["E", "Z", "#"])
        #expect(split.groups.map(\.letter) == ["E", "Z"])
        #expect(dealers.allSatisfy { $0.listingKey.hasPrefix($0.listingLetter == "#" ? "1#" : "0\($0.listingLetter)") })
        #expect(dealers.allSatisfy { Dealer.listingLetter(ofListingKey: $0.listingKey) == $0.listingLetter })
    }
}
