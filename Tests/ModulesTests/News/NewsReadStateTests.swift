import ConbookCore
import ConbookNews
import ConbookTesting
import Testing

@MainActor
@Suite("News: read announcements")
struct NewsReadStateTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given two unread announcements, when the user selects one, then the module reports it to be opened; it stays unread until it is"
    )
    func selectingAnAnnouncementOpensIt() throws {
        let context = NewsModuleTestContext(core: try ConbookTestContext())
        #expect(context.scene.announcementsSectionTitle == "Announcements · 2 unread")

        context.scene.simulateSelectingAnnouncement(titled: "Welcome!")

        #expect(context.delegate.selectedAnnouncements == [Sample.welcome.id])
        #expect(context.delegate.selectedEvents.isEmpty)
        #expect(context.scene.announcementsSectionTitle == "Announcements · 2 unread")
    }

    @Test(
        "Given the news is shown, when an announcement is read elsewhere (its detail opened), then it reads as read here at once")
    func readElsewhereShowsAtOnce() throws {
        let context = NewsModuleTestContext(core: try ConbookTestContext())

        try context.core.conbook.viewAnnouncement.markAsRead(Sample.welcome.id)

        #expect(context.scene.announcementsSectionTitle == "Announcements · 1 unread")
        #expect(context.scene.announcementRows.map(\.isUnread) == [true, false])
    }

    @Test("Given announcements read, when the app starts again over the same store, then they are still read")
    func readStateSurvivesARestart() throws {
        let first = NewsModuleTestContext(core: try ConbookTestContext())
        first.scene.simulateMarkingAnnouncementsRead()
        #expect(first.scene.announcementsSectionTitle == "Announcements")

        let restarted = try Conbook(
            api: StubConventionAPI(), store: first.core.store, clock: first.core.clock, calendar: first.core.calendar,
            richTextParser: PlainRichTextParser())
        let scene = CapturingNewsScene()
        NewsModuleBuilder(conbook: restarted).build(scene: scene, delegate: CapturingNewsModuleDelegate())
        scene.simulateSceneDidLoad()

        #expect(scene.announcementsSectionTitle == "Announcements")
        #expect(scene.announcementRows.map(\.isUnread) == [false, false])
    }

    @Test(
        "Given a read announcement, when a sync changes it, then it is unread again; a full re-sync of it unchanged keeps it read"
    )
    func changedAnnouncementIsUnreadAgain() async throws {
        var edited = Sample.welcome
        edited.content = "Registration opens at **10:00**."
        edited.lastChanged = Sample.local(Sample.day1, 10, 0)
        let api = StubConventionAPI([
            .success(
                .fullSnapshot(
                    of: Sample.content, conventionIdentifier: Sample.identifier,
                    serverTime: Sample.serverTime.advanced(by: .seconds(60)))),
            .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(120)),
                    EntityChanges<Announcement>(changed: [edited]))),
        ])
        let core = try ConbookTestContext(api: api)
        let context = NewsModuleTestContext(core: core)
        context.scene.simulateMarkingAnnouncementsRead()

        context.scene.simulateRefreshRequest()
        await core.settle()
        #expect(context.scene.announcementsSectionTitle == "Announcements")

        context.scene.simulateRefreshRequest()
        await core.settle()
        #expect(context.scene.announcementsSectionTitle == "Announcements · 1 unread")
        #expect(context.scene.announcementRows.map(\.title) == ["Welcome!", "Room change"])
        #expect(context.scene.announcementRows.map(\.isUnread) == [true, false])
    }

    @Test(
        "Given the store cannot be written, when the user marks the announcements read, then the error is shown and they stay unread"
    )
    func failedReadMark() throws {
        let context = NewsModuleTestContext(core: try ConbookTestContext())
        context.core.store.failsWrites = true

        context.scene.simulateMarkingAnnouncementsRead()

        #expect(
            context.scene.errors == [
                "The read mark could not be saved: Could not save to memory (simulated write failure); the previously saved data is unchanged."
            ])
        #expect(context.scene.announcementsSectionTitle == "Announcements · 2 unread")
    }

    @Test(
        "Given 7 valid announcements of which the news shows 5, when the user marks them read, then the 5 read and no unread count is left to puzzle over"
    )
    func unreadCountsWhatIsShown() throws {
        var content = Sample.content
        for number in 1...5 {
            var notice = Sample.welcome
            notice.id = Announcement.ID("notice-\(number)")
            notice.title = "Notice \(number)"
            notice.lastChanged = Sample.local(Sample.day1, 9, number)
            content[Announcement.self].upsert(notice)
        }
        let stored = StoredConvention(
            conventionIdentifier: Sample.identifier, lastServerTime: Sample.serverTime, content: content)
        let context = NewsModuleTestContext(core: try ConbookTestContext(stored: stored))
        #expect(context.scene.announcementsSectionTitle == "Announcements · 5 unread")

        context.scene.simulateMarkingAnnouncementsRead()

        #expect(context.scene.announcementsSectionTitle == "Announcements")
        #expect(context.scene.announcementRows.map(\.title) == ["Notice 5", "Notice 4", "Notice 3", "Notice 2", "Notice 1"])
    }
}
