import ConbookAnnouncements
import ConbookCore
import ConbookModuleKit

/// Route: the Announcements section; an announcement chosen there opens through the news detail flow.
@MainActor
final class AnnouncementsFlow: SectionFlow, AnnouncementsModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any AnnouncementsSceneFactory
    private let newsDetailFlow: NewsDetailFlow

    init(conbook: Conbook, sceneFactory: any AnnouncementsSceneFactory, newsDetailFlow: NewsDetailFlow) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.newsDetailFlow = newsDetailFlow
    }

    var sectionTitle: String { AnnouncementsTexts.catalogue(for: conbook.language)(.announcementsSectionTitle) }

    func makeRootScene() -> any Scene {
        let scene = sceneFactory.makeAnnouncementsScene()
        AnnouncementsModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        return scene
    }

    func announcementsModuleDidSelectAnnouncement(_ announcement: Announcement.ID) {
        newsDetailFlow.showAnnouncement(announcement)
    }
}
