import ConbookCore
import ConbookDealerDetail
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Dealer Detail")
struct DealerDetailTests {
    private typealias Sample = SampleConvention

    /// The bytes whose SHA-1 is the sample den picture's content hash.
    private static let pictureBytes = Array("abc".utf8)
    /// Bytes whose SHA-1 is the Dealers' Den picture's hash, so a sync accepts them.
    private static let denPictureBytes = Sample.imageBytes[Sample.denImage.id] ?? []

    @Test(
        "Given a dealer with every field, when the detail appears, then every part is shown, links and pictures as display values"
    )
    func showsTheWholeDealer() throws {
        let context = DealerDetailModuleTestContext(core: try ConbookTestContext(), dealer: Sample.sketchyFox.id)

        #expect(
            context.scene.viewModel
                == DealerDetailViewModel(
                    id: Sample.sketchyFox.id.rawValue, name: "Sketchy Fox Art", alternateName: "SketchyFox",
                    categories: ["Prints", "Commissions"],
                    shortDescription: "Prints of foxes, commissions open.", attendance: "Every day", afterDarkDen: nil,
                    links: [
                        LinkViewModel(
                            name: "Shop", destination: "web page · https://sketchy.example/shop", canOpen: true,
                            address: "https://sketchy.example/shop"),
                        LinkViewModel(
                            name: "Twitter @sketchyfox", destination: "web page · https://twitter.com/sketchyfox", canOpen: true,
                            address: "https://twitter.com/sketchyfox"),
                        LinkViewModel(
                            name: "Telegram @sketchy_fox", destination: "web page · https://t.me/sketchy_fox", canOpen: true,
                            address: "https://t.me/sketchy_fox"),
                    ],
                    artistPicture: PictureViewModel(bytes: nil, width: 64, height: 64, description: "64 × 64 JPEG"),
                    aboutTheArtist: RichText(plain: "A fox who draws."), aboutTheArt: RichText(plain: "Ink and *watercolour*."),
                    artPreview: nil, artPreviewCaption: "A fox at dawn", mapName: "Dealers' Den"))
    }

    @Test("Given dealers there on some days, when shown, then the days are said in words")
    func attendanceInWords() throws {
        let core = try ConbookTestContext()

        #expect(
            DealerDetailModuleTestContext(core: core, dealer: Sample.pawsomePlush.id).scene.viewModel?.attendance
                == "Thursday and Saturday only")
        #expect(
            DealerDetailModuleTestContext(core: core, dealer: Sample.elanVital.id).scene.viewModel?.attendance
                == "Friday only")
    }

    @Test(
        "Given an After Dark dealer on no map, when shown, then it names the After Dark den and no map; asking for the map does nothing"
    )
    func afterDarkAndNotOnAMap() throws {
        let context = DealerDetailModuleTestContext(core: try ConbookTestContext(), dealer: Sample.elanVital.id)

        #expect(context.scene.viewModel?.afterDarkDen == "After Dark Dealers' Den")
        #expect(context.scene.viewModel?.mapName == nil)
        context.scene.simulateSelectingLocation()
        #expect(context.delegate.selectedLocations == [])
    }

    @Test("Given a dealer known by nickname only, with no texts, links or pictures, then those parts are empty")
    func leavesOutEmptyParts() throws {
        let context = DealerDetailModuleTestContext(core: try ConbookTestContext(), dealer: Sample.pawsomePlush.id)

        #expect(
            context.scene.viewModel
                == DealerDetailViewModel(
                    id: Sample.pawsomePlush.id.rawValue, name: "Pawsome Plush", categories: ["Plushies"],
                    shortDescription: "Handmade plushies.",
                    attendance: "Thursday and Saturday only", mapName: "Dealers' Den"))
    }

    @Test("Given a rich text parser, when the detail appears, then both about texts are formatted by it, format guessed")
    func textsGoThroughTheRichTextParser() throws {
        let core = try ConbookTestContext(richTextParser: FormatNamingParser())
        let context = DealerDetailModuleTestContext(core: core, dealer: Sample.sketchyFox.id)

        #expect(context.scene.viewModel?.aboutTheArtist?.plainText == "automatic: A fox who draws.")
        #expect(context.scene.viewModel?.aboutTheArt?.plainText == "automatic: Ink and *watercolour*.")
    }

    @Test(
        "Given links that repeat a handle's address and handles that are none, then each address is listed once and the non-handles are left out"
    )
    func linksOnceEach() throws {
        var content = Sample.content
        content[Dealer.self].upsert(
            Dealer(
                id: "dealer-links", displayName: "Linky", categories: ["Prints"],
                links: [
                    Link(name: "", target: .web("https://www.twitter.com/Linky/")),
                    Link(name: "Their booth", target: .dealer(Sample.sketchyFox.id)),
                    Link(name: "Gallery", target: .web(" https://linky.example ")),
                ],
                twitterHandle: "@Linky", telegramHandle: "-"))
        let core = try ConbookTestContext.storing(content)

        let context = DealerDetailModuleTestContext(core: core, dealer: "dealer-links")

        #expect(
            context.scene.viewModel?.links == [
                LinkViewModel(
                    name: "Website", destination: "web page · https://www.twitter.com/Linky/", canOpen: true,
                    address: "https://www.twitter.com/Linky/"),
                LinkViewModel(
                    name: "Gallery", destination: "web page · https://linky.example", canOpen: true,
                    address: "https://linky.example"),
            ])
    }

    @Test("Given the dealer's picture is kept, when shown, then the picture carries its bytes")
    func keptPictureCarriesItsBytes() throws {
        let core = try ConbookTestContext()
        try core.imageStore.save(Self.pictureBytes, for: Sample.sketchyThumbnail)

        let context = DealerDetailModuleTestContext(core: core, dealer: Sample.sketchyFox.id)

        #expect(context.scene.viewModel?.artistPicture?.bytes == Self.pictureBytes)
    }

    @Test("Given the detail is shown, when a sync downloads the dealer's picture, then it shows with its bytes")
    func arrivingPictureIsShown() async throws {
        var content = Sample.content
        var thumbnail = Sample.sketchyThumbnail
        thumbnail.contentHash = Sample.denImage.contentHash
        thumbnail.sizeInBytes = Sample.denImage.sizeInBytes
        content[ImageReference.self].upsert(thumbnail)
        let core = try ConbookTestContext.storing(content)
        core.answerSyncs(with: content)
        core.api.serveImages([thumbnail.id: .success(Self.denPictureBytes)])
        let context = DealerDetailModuleTestContext(core: core, dealer: Sample.sketchyFox.id)
        #expect(context.scene.viewModel?.artistPicture?.bytes == nil)

        core.conbook.refreshConvention.startRefresh()
        await core.settle()

        #expect(context.scene.viewModel?.artistPicture?.bytes == Self.denPictureBytes)
    }

    @Test("Given a dealer on a map, when the user asks for the map, then the module reports the place of the dealer's table")
    func selectingTheLocation() throws {
        let context = DealerDetailModuleTestContext(core: try ConbookTestContext(), dealer: Sample.sketchyFox.id)

        context.scene.simulateSelectingLocation()

        #expect(context.delegate.selectedLocations.map(\.map.id) == [Sample.denMap.id])
        #expect(context.delegate.selectedLocations.map(\.entry.id) == ["entry-sketchy"])
    }

    @Test("Given a dealer's links, when the user chooses one, then the module reports where it leads")
    func selectingALink() throws {
        let context = DealerDetailModuleTestContext(core: try ConbookTestContext(), dealer: Sample.sketchyFox.id)

        #expect(context.scene.simulateSelectingLink(named: "Twitter @sketchyfox"))

        #expect(context.delegate.followedLinks.map(\.destination) == [.webPage("https://twitter.com/sketchyfox")])
        #expect(context.delegate.followedLinks.map(\.name) == ["Twitter @sketchyfox"])
    }

    @Test("Given an unknown dealer, when the detail appears, then it says the dealer is not in the Dealers' Den")
    func unknownDealer() throws {
        let context = DealerDetailModuleTestContext(core: try ConbookTestContext(), dealer: "dealer-gone")

        #expect(context.scene.viewModel == nil)
        #expect(context.scene.unavailableMessage == "This dealer is no longer in the Dealers' Den.")
    }

    @Test("Given the detail is shown, when a sync removes the dealer, then it says the dealer is gone")
    func dealerRemovedBySync() async throws {
        var content = Sample.content
        content[Dealer.self].remove(Sample.sketchyFox.id)
        let core = try ConbookTestContext()
        core.answerSyncs(with: content)
        let context = DealerDetailModuleTestContext(core: core, dealer: Sample.sketchyFox.id)

        core.conbook.refreshConvention.startRefresh()
        await core.settle()

        #expect(context.scene.unavailableMessage == "This dealer is no longer in the Dealers' Den.")
    }

    @Test(
        "Given a 2026 dealer with Mastodon, Bluesky and Discord handles and a navigation address, when shown, then Mastodon and Bluesky are links, then the way to the table; broken ones are left out"
    )
    func handlesOf2026() throws {
        var content = Sample.content
        var dealer = Sample.pawsomePlush
        dealer.mastodonHandle = "@plush@furry.example"
        dealer.blueskyHandle = "@Pawsome.bsky.social"
        dealer.discordHandle = "pawsome"
        dealer.navigationURL = "https://nav.example/dealer/12"
        content[Dealer.self].upsert(dealer)
        var broken = Sample.wolfAndCo
        broken.mastodonHandle = "wolf"
        broken.blueskyHandle = "not a handle"
        broken.navigationURL = "javascript:alert(1)"
        content[Dealer.self].upsert(broken)
        let core = try ConbookTestContext.storing(content)

        let links = DealerDetailModuleTestContext(core: core, dealer: dealer.id).scene.viewModel?.links
        #expect(
            links?.map(\.name) == ["Mastodon @plush@furry.example", "Bluesky @pawsome.bsky.social", "The way to their table"])
        #expect(
            links?.map(\.address) == [
                "https://furry.example/@plush", "https://bsky.app/profile/pawsome.bsky.social", "https://nav.example/dealer/12",
            ])
        #expect(DealerDetailModuleTestContext(core: core, dealer: broken.id).scene.viewModel?.links == [])
    }

    @Test(
        "Given a 2026 dealer's keywords by category, when shown, then a line per category, theirs first, empty ones left out"
    )
    func keywords() throws {
        var content = Sample.content
        var dealer = Sample.sketchyFox
        dealer.keywords = ["Commissions": ["ych", " "], "Prints": ["fox", "wolf"], "Zines": [], "Badges": ["fox"]]
        content[Dealer.self].upsert(dealer)
        let context = DealerDetailModuleTestContext(core: try ConbookTestContext.storing(content), dealer: dealer.id)

        #expect(context.scene.viewModel?.keywords == ["Prints: fox, wolf", "Commissions: ych", "Badges: fox"])
    }
}
