import ConbookCore
import ConbookModuleKit
import ConbookNewsDetail
import ConbookTesting
import Testing

@MainActor
@Suite("News Detail")
struct NewsDetailTests {
    private typealias Sample = SampleConvention

    /// The welcome announcement with a picture (the sample's den picture, so that its bytes match).
    private static let posterImage = ImageReference(
        id: "image-welcome", internalReference: "announcements:welcome", width: 800, height: 600,
        sizeInBytes: Sample.denImage.sizeInBytes, mimeType: "image/png", contentHash: Sample.denImage.contentHash)
    private static let posterBytes = Sample.imageBytes[Sample.denImage.id] ?? []

    private static func content(with announcement: Announcement, images: [ImageReference] = []) -> ConventionContent {
        var content = Sample.content
        content[Announcement.self].upsert(announcement)
        for image in images { content[ImageReference.self].upsert(image) }
        return content
    }

    @Test("Given an announcement, when it opens, then every part shows, its dates in the convention's zone, its text formatted")
    func showsTheWholeAnnouncement() throws {
        let context = NewsDetailModuleTestContext(core: try ConbookTestContext(), announcement: Sample.welcome.id)

        #expect(
            context.scene.viewModel
                == NewsDetailViewModel(
                    id: Sample.welcome.id.rawValue, title: "Welcome!", author: "Con Ops", area: "Info",
                    validFrom: "Monday 20 July 00:00 CEST",
                    validUntil: "Friday 21 August 23:00 CEST", status: nil, lastChanged: "Wednesday 19 August 08:00 CEST",
                    content: RichText(plain: "Registration opens at **9:00**."), picture: nil, links: []))
        #expect(context.scene.unavailableMessage == nil)
        #expect(context.scene.errors.isEmpty)
    }

    @Test(
        "Given an announcement whose text links a page, an event of the convention twice and a script, when it opens, then its links are listed once each in reading order, and choosing one reports where it leads"
    )
    func linksInTheText() throws {
        var announcement = Sample.welcome
        let event = "https://app.eurofurence.org/\(Sample.identifier.rawValue)/Web/Events/\(Sample.opening.id.rawValue)"
        announcement.content =
            "Join [our channel](https://t.me/con) and the [opening](\(event)); "
            + "[again](\(event)), [click](javascript:alert)."
        let core = try ConbookTestContext.storing(Self.content(with: announcement), richTextParser: InlineLinkRichTextParser())
        let context = NewsDetailModuleTestContext(core: core, announcement: announcement.id)

        #expect(
            context.scene.viewModel?.links == [
                LinkViewModel(
                    name: "our channel", destination: "web page · https://t.me/con", canOpen: true, address: "https://t.me/con"),
                LinkViewModel(name: "opening", destination: "event", canOpen: true, address: event),
                LinkViewModel(
                    name: "click", destination: "not opened: javascript: links are not followed", canOpen: false,
                    address: "javascript:alert"),
            ])
        #expect(context.scene.simulateSelectingLink(named: "opening"))
        context.scene.simulateSelectingLink(named: "click")
        #expect(context.delegate.followedLinks.map(\.destination) == [.event(Sample.opening.id)])
        #expect(context.delegate.followedLinks.map(\.name) == ["opening"])
    }

    @Test(
        "Given an unread announcement, when it opens, then it is marked read (and stays read after a restart); until the scene is on screen it is not"
    )
    func openingMarksItRead() throws {
        let core = try ConbookTestContext()
        let context = NewsDetailModuleTestContext(core: core, announcement: Sample.welcome.id, loadScene: false)
        #expect(!core.conbook.viewAnnouncement.isRead(Sample.welcome))

        context.scene.simulateSceneDidLoad()

        #expect(core.conbook.viewAnnouncement.isRead(Sample.welcome))
        #expect(!core.conbook.viewAnnouncement.isRead(Sample.roomChange))
        #expect(core.store.announcementReads == [Sample.welcome.id: Sample.welcome.lastChanged])
    }

    @Test(
        "Given the store cannot be written, when an announcement opens, then it shows, the error says the read mark was not saved, and it stays unread"
    )
    func failedReadMark() throws {
        let core = try ConbookTestContext()
        try core.conbook.viewAnnouncement.markAsRead(Sample.roomChange.id)
        core.store.failsWrites = true

        let context = NewsDetailModuleTestContext(core: core, announcement: Sample.welcome.id)

        #expect(context.scene.viewModel?.title == "Welcome!")
        #expect(
            context.scene.errors == [
                "The read mark could not be saved: Could not save to memory (simulated write failure); the previously saved data is unchanged."
            ])
        #expect(!core.conbook.viewAnnouncement.isRead(Sample.welcome))
        #expect(core.store.announcementReads == [Sample.roomChange.id: Sample.roomChange.lastChanged])
    }

    @Test(
        "Given an identifier the convention does not have, when the detail opens, then it says the announcement is not in this convention and marks nothing"
    )
    func unknownAnnouncement() throws {
        let core = try ConbookTestContext()
        let context = NewsDetailModuleTestContext(core: core, announcement: "announcement-unknown")

        #expect(context.scene.viewModel == nil)
        #expect(context.scene.unavailableMessage == "This announcement is not in this convention.")
        #expect(core.store.announcementReads.isEmpty)
        #expect(context.scene.errors.isEmpty)
    }

    @Test("Given nothing downloaded yet, when the detail opens, then it says the announcement is not in this convention")
    func nothingStored() throws {
        let context = NewsDetailModuleTestContext(core: try ConbookTestContext(stored: nil), announcement: Sample.welcome.id)

        #expect(context.scene.unavailableMessage == "This announcement is not in this convention.")
    }

    @Test("Given the detail is shown, when a sync changes the announcement, then the new version shows and is marked read")
    func changedBySync() async throws {
        var edited = Sample.welcome
        edited.title = "Welcome, again!"
        edited.lastChanged = Sample.local(Sample.day1, 10, 0)
        let core = try ConbookTestContext()
        core.answerSyncs(with: Self.content(with: edited))
        let context = NewsDetailModuleTestContext(core: core, announcement: Sample.welcome.id)

        core.conbook.refreshConvention.startRefresh()
        await core.settle()

        #expect(context.scene.viewModel?.title == "Welcome, again!")
        #expect(context.scene.viewModel?.lastChanged == "Wednesday 19 August 10:00 CEST")
        #expect(core.conbook.viewAnnouncement.isRead(edited))
    }

    @Test("Given the detail is shown, when a sync withdraws the announcement, then it says it was withdrawn")
    func withdrawnBySync() async throws {
        var content = Sample.content
        content[Announcement.self].remove(Sample.welcome.id)
        let core = try ConbookTestContext()
        core.answerSyncs(with: content)
        let context = NewsDetailModuleTestContext(core: core, announcement: Sample.welcome.id)

        core.conbook.refreshConvention.startRefresh()
        await core.settle()

        #expect(context.scene.viewModel == nil)
        #expect(context.scene.unavailableMessage == "This announcement was withdrawn: it is no longer in this convention.")
    }

    @Test("Given expired and not yet valid announcements, when opened, then each says where it stands")
    func statusOfExpiredAndUpcoming() throws {
        var expired = Sample.welcome
        expired.id = "expired"
        expired.validUntil = Sample.local(Sample.day1, 9, 0)
        var upcoming = Sample.roomChange
        upcoming.id = "upcoming"
        upcoming.validFrom = Sample.local(Sample.day2, 8, 0)
        var content = Self.content(with: expired)
        content[Announcement.self].upsert(upcoming)
        let core = try ConbookTestContext.storing(content)

        #expect(NewsDetailModuleTestContext(core: core, announcement: "expired").scene.viewModel?.status == "Expired")
        #expect(NewsDetailModuleTestContext(core: core, announcement: "upcoming").scene.viewModel?.status == "Not shown yet")
        #expect(NewsDetailModuleTestContext(core: core, announcement: Sample.welcome.id).scene.viewModel?.status == nil)
    }

    @Test(
        "Given an announcement whose valid-until is before its valid-from, when opened, then its dates show and the inconsistency is said"
    )
    func invertedValidity() throws {
        var inverted = Sample.welcome
        inverted.validFrom = Sample.local(Sample.day3, 12, 0)
        inverted.validUntil = Sample.local(Sample.day2, 12, 0)
        let core = try ConbookTestContext.storing(Self.content(with: inverted))

        let viewModel = NewsDetailModuleTestContext(core: core, announcement: Sample.welcome.id).scene.viewModel

        #expect(viewModel?.validFrom == "Friday 21 August 12:00 CEST")
        #expect(
            viewModel?.validUntil
                == "Thursday 20 August 12:00 CEST (before it is shown from: the organisers' dates are inconsistent)")
        #expect(viewModel?.status == "Not shown yet")
    }

    @Test(
        "Given an announcement without title, text, author or area, when opened, then it is called untitled, says it has no text, and leaves out who"
    )
    func emptyParts() throws {
        let bare = Announcement(
            id: "bare", title: " \n", content: " \r\n ", validFrom: Sample.welcome.validFrom,
            validUntil: Sample.welcome.validUntil, lastChanged: Sample.welcome.lastChanged)
        let core = try ConbookTestContext.storing(Self.content(with: bare))

        let viewModel = NewsDetailModuleTestContext(core: core, announcement: "bare").scene.viewModel

        #expect(viewModel?.title == "Untitled announcement")
        #expect(viewModel?.author == nil)
        #expect(viewModel?.area == nil)
        #expect(viewModel?.content == RichText(plain: "This announcement has no text."))
    }

    @Test("Given a parser that formats nothing out of a text, when opened, then it says the announcement has no text")
    func textThatFormatsToNothing() throws {
        struct EmptyParser: RichTextParser {
            func parse(_ markup: String, as format: MarkupFormat) -> RichText { .empty }
        }
        let core = try ConbookTestContext(richTextParser: EmptyParser())

        let viewModel = NewsDetailModuleTestContext(core: core, announcement: Sample.welcome.id).scene.viewModel

        #expect(viewModel?.content == RichText(plain: "This announcement has no text."))
    }

    @Test(
        "Given a rich text parser, when opened, then the text goes through it, its format guessed (Markdown unless it looks like HTML)"
    )
    func textGoesThroughTheParser() throws {
        let core = try ConbookTestContext(richTextParser: FormatNamingParser())

        let viewModel = NewsDetailModuleTestContext(core: core, announcement: Sample.welcome.id).scene.viewModel

        #expect(viewModel?.content.plainText == "automatic: Registration opens at **9:00**.")
    }

    @Test(
        "Given an announcement with a title and text of two million characters, when opened, then the title shows on one line and the text is cut at 1 MiB, shown plain, saying so"
    )
    func hugeTexts() throws {
        var huge = Sample.welcome
        huge.title = String(repeating: "Big news\n", count: 200_000)
        huge.content = String(repeating: "All the words. ", count: 140_000)
        let core = try ConbookTestContext.storing(Self.content(with: huge))

        let viewModel = NewsDetailModuleTestContext(core: core, announcement: Sample.welcome.id).scene.viewModel

        #expect(viewModel?.title.contains("\n") == false)
        #expect(viewModel?.title.hasPrefix("Big news Big news") == true)
        let text = viewModel?.content.plainText ?? ""
        #expect(text.utf8.count > 1 << 20 && text.utf8.count < (1 << 20) + 100)
        #expect(text.hasSuffix("(The text is too long to show whole.)"))
    }

    @Test("Given an announcement with a picture not downloaded, then the picture says what it is; once kept it carries its bytes")
    func picture() throws {
        var withPicture = Sample.welcome
        withPicture.imageID = Self.posterImage.id
        let core = try ConbookTestContext.storing(Self.content(with: withPicture, images: [Self.posterImage]))

        #expect(
            NewsDetailModuleTestContext(core: core, announcement: Sample.welcome.id).scene.viewModel?.picture
                == PictureViewModel(bytes: nil, width: 800, height: 600, description: "800 × 600 PNG"))

        try core.imageStore.save(Self.posterBytes, for: Self.posterImage)

        #expect(
            NewsDetailModuleTestContext(core: core, announcement: Sample.welcome.id).scene.viewModel?.picture?.bytes
                == Self.posterBytes)
    }

    @Test("Given the detail is shown, when a sync downloads the announcement's picture, then it shows with its bytes")
    func arrivingPicture() async throws {
        var withPicture = Sample.welcome
        withPicture.imageID = Self.posterImage.id
        let content = Self.content(with: withPicture, images: [Self.posterImage])
        let core = try ConbookTestContext.storing(content)
        core.answerSyncs(with: content)
        core.api.serveImages([Self.posterImage.id: .success(Self.posterBytes)])
        let context = NewsDetailModuleTestContext(core: core, announcement: Sample.welcome.id)
        #expect(context.scene.viewModel?.picture?.bytes == nil)

        core.conbook.refreshConvention.startRefresh()
        await core.settle()

        #expect(context.scene.viewModel?.picture?.bytes == Self.posterBytes)
        #expect(context.scene.errors.isEmpty)
    }
}
