import ConbookAnnouncements
import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Announcements")
struct AnnouncementsTests {
    private typealias Sample = SampleConvention

    /// An announcement valid from `from` until `until` (local hours of a day), last changed at `changed`.
    private static func notice(
        _ id: String, title: String, from: Instant = Sample.welcome.validFrom, until: Instant = Sample.welcome.validUntil,
        changed: Instant
    ) -> Announcement {
        Announcement(
            id: Announcement.ID(id), title: title, content: "", author: "Con Ops", area: "Info", validFrom: from,
            validUntil: until, lastChanged: changed)
    }

    /// Ended at 09:00 on day 1, before the sample's clock (10:30).
    private static let lostAndFound = notice(
        "notice-lost", title: "Lost and found", until: Sample.local(Sample.day1, 9, 0),
        changed: Sample.local(Sample.day1, 7, 0))
    /// Shown from 12:00 on day 1, after the sample's clock.
    private static let lunch = notice(
        "notice-lunch", title: "Lunch", from: Sample.local(Sample.day1, 12, 0), changed: Sample.local(Sample.day1, 9, 30))

    private static func content(
        adding announcements: [Announcement], removing removed: [Announcement.ID] = []
    ) -> ConventionContent {
        var content = Sample.content
        for announcement in announcements { content[Announcement.self].upsert(announcement) }
        for id in removed { content[Announcement.self].remove(id) }
        return content
    }

    @Test(
        "Given the sample's two current announcements, when the list appears, then they are listed newest change first, unread, with who, when and until when"
    )
    func listsTheCurrentOnes() throws {
        let context = AnnouncementsModuleTestContext(core: try ConbookTestContext())

        #expect(
            context.scene.viewModel
                == AnnouncementsViewModel(
                    heading: "2 current announcements · 2 unread",
                    sections: [
                        AnnouncementsSectionViewModel(
                            title: "Current",
                            rows: [
                                AnnouncementRowViewModel(
                                    id: Sample.roomChange.id.rawValue, title: "Room change",
                                    byline: "Con Ops · Program · Wednesday 19 August 09:00",
                                    validity: "until Friday 21 August 23:00", isUnread: true),
                                AnnouncementRowViewModel(
                                    id: Sample.welcome.id.rawValue, title: "Welcome!",
                                    byline: "Con Ops · Info · Wednesday 19 August 08:00",
                                    validity: "until Friday 21 August 23:00", isUnread: true),
                            ])
                    ],
                    emptyMessage: nil))
    }

    @Test(
        "Given an expired and an upcoming announcement, when listed, then the expired one is listed apart after the current ones and the upcoming one is left out"
    )
    func expiredApartUpcomingLeftOut() throws {
        let core = try ConbookTestContext.storing(Self.content(adding: [Self.lostAndFound, Self.lunch]))

        let context = AnnouncementsModuleTestContext(core: core)

        #expect(context.scene.sectionTitles == ["Current", "Expired"])
        #expect(context.scene.titles(inSection: "Current") == ["Room change", "Welcome!"])
        #expect(context.scene.titles(inSection: "Expired") == ["Lost and found"])
        #expect(context.scene.viewModel?.sections[1].rows[0].validity == "expired Wednesday 19 August 09:00")
        #expect(context.scene.viewModel?.heading == "2 current announcements · 3 unread · 1 expired")
    }

    @Test(
        "Given only expired announcements, when listed, then the heading says none is current and only the expired section shows")
    func onlyExpired() throws {
        let core = try ConbookTestContext.storing(
            Self.content(adding: [Self.lostAndFound], removing: [Sample.welcome.id, Sample.roomChange.id]))

        let context = AnnouncementsModuleTestContext(core: core)

        #expect(context.scene.viewModel?.heading == "No current announcements · 1 unread · 1 expired")
        #expect(context.scene.sectionTitles == ["Expired"])
        #expect(context.scene.viewModel?.emptyMessage == nil)
    }

    @Test("Given no announcements, or nothing downloaded yet, when listed, then it says there are none")
    func noAnnouncements() throws {
        let empty = try ConbookTestContext.storing(Self.content(adding: [], removing: [Sample.welcome.id, Sample.roomChange.id]))
        let nothingStored = try ConbookTestContext(stored: nil)

        for core in [empty, nothingStored] {
            let context = AnnouncementsModuleTestContext(core: core)
            #expect(
                context.scene.viewModel
                    == AnnouncementsViewModel(
                        heading: "No announcements", sections: [], emptyMessage: "The organisers have posted no announcements."))
        }
    }

    @Test(
        "Given announcements without a title, with a title over many lines or a very long one, and without author or area, then each row still reads clearly"
    )
    func badTitles() throws {
        let long = String(repeating: "Very long title ", count: 40)
        let core = try ConbookTestContext.storing(
            Self.content(
                adding: [
                    Announcement(
                        id: "untitled", title: "  \n ", content: "", validFrom: Sample.welcome.validFrom,
                        validUntil: Sample.welcome.validUntil, lastChanged: Sample.local(Sample.day1, 10, 0)),
                    Self.notice("lines", title: "Two\nlines", changed: Sample.local(Sample.day1, 9, 50)),
                    Self.notice("long", title: long, changed: Sample.local(Sample.day1, 9, 40)),
                ],
                removing: [Sample.welcome.id, Sample.roomChange.id]))

        let rows = AnnouncementsModuleTestContext(core: core).scene.viewModel?.sections.first?.rows ?? []

        #expect(
            rows.map(\.title) == [
                "Untitled announcement", "Two lines", String(long.prefix(119)).trimmingSuffixSpaces() + "…",
            ])
        #expect(rows.map(\.title.count).max() ?? 0 <= 120)
        #expect(rows.first?.byline == "Wednesday 19 August 10:00")
    }

    @Test(
        "Given the list, when the user chooses a current and then an expired announcement, then the module reports each; a row that is not listed reports nothing"
    )
    func choosingAnnouncements() throws {
        let core = try ConbookTestContext.storing(Self.content(adding: [Self.lostAndFound]))
        let context = AnnouncementsModuleTestContext(core: core)

        context.scene.simulateSelectingAnnouncement(titled: "Welcome!")
        context.scene.simulateSelectingAnnouncement(titled: "Lost and found")
        context.scene.simulateSelectingRow(section: 2, row: 0)
        context.scene.simulateSelectingAnnouncement(id: "no-such-announcement")

        #expect(context.delegate.selectedAnnouncements == [Sample.welcome.id, Self.lostAndFound.id])
    }

    @Test("Given the list, when an announcement is read (its detail opened), then its unread mark goes at once")
    func readMarkShowsAtOnce() throws {
        let context = AnnouncementsModuleTestContext(core: try ConbookTestContext())

        try context.core.conbook.viewAnnouncement.markAsRead(Sample.roomChange.id)

        #expect(context.scene.unreadTitles == ["Welcome!"])
        #expect(context.scene.viewModel?.heading == "2 current announcements · 1 unread")
    }

    @Test("Given the list, when a sync adds an announcement and withdraws another, then the list follows")
    func followsSyncs() async throws {
        let core = try ConbookTestContext()
        let newest = Self.notice("notice-new", title: "Parade moved", changed: Sample.local(Sample.day1, 10, 15))
        core.answerSyncs(with: Self.content(adding: [newest], removing: [Sample.welcome.id]))
        let context = AnnouncementsModuleTestContext(core: core)

        core.conbook.refreshConvention.startRefresh()
        await core.settle()

        #expect(context.scene.titles(inSection: "Current") == ["Parade moved", "Room change"])
    }
}

extension String {
    /// The string without spaces at its end.
    fileprivate func trimmingSuffixSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
