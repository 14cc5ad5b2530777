import ConbookCore
import ConbookDirector
import ConbookNews
import ConbookNewsDetail
import ConbookTesting
import Testing

@MainActor
@Suite("Director: the Announcements section's flows")
struct AnnouncementsFlowTests {
    private typealias Sample = SampleConvention

    @Test("Given the Announcements section, right after News, when the user chooses an announcement, then its detail opens there; back returns to the list, which shows it read")
    func announcementOpensItsDetail() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        #expect(Array(app.navigator.sectionTitles.prefix(2)) == ["News", "Announcements"])
        app.selectSection("Announcements")
        #expect(app.announcements?.unreadTitles == ["Room change", "Welcome!"])

        app.announcements?.simulateSelectingAnnouncement(titled: "Welcome!")

        #expect(app.visible(CapturingNewsDetailScene.self)?.viewModel?.title == "Welcome!")
        #expect(app.navigator.selectedSectionTitle == "Announcements")
        #expect(app.goBack())
        #expect(app.visible(CapturingAnnouncementsScene.self) === app.announcements)
        #expect(app.announcements?.unreadTitles == ["Room change"])
        #expect(app.news?.announcementsSectionTitle == "Announcements · 1 unread")
    }

    @Test("Given News, when the user chooses an announcement, then its detail opens in News, marked read; back returns to News, which shows it read")
    func newsOpensTheDetail() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()

        app.news?.simulateSelectingAnnouncement(titled: "Room change")

        #expect(app.navigator.selectedSectionTitle == "News")
        #expect(app.visible(CapturingNewsDetailScene.self)?.viewModel?.area == "Program")
        #expect(app.goBack())
        #expect(app.news?.announcementRows.map(\.isUnread) == [false, true])
        #expect(app.announcements?.unreadTitles == ["Welcome!"])
    }
}
