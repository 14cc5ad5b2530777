import ConbookCore
import ConbookModuleKit
import ConbookNews

/// Route: the News section; an event chosen there opens through the event detail flow, an
/// announcement through the news detail flow.
@MainActor
final class NewsFlow: SectionFlow, NewsModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any NewsSceneFactory
    private let eventDetailFlow: EventDetailFlow
    private let newsDetailFlow: NewsDetailFlow

    init(
        conbook: Conbook, sceneFactory: any NewsSceneFactory, eventDetailFlow: EventDetailFlow,
        newsDetailFlow: NewsDetailFlow
    ) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.eventDetailFlow = eventDetailFlow
        self.newsDetailFlow = newsDetailFlow
    }

    var sectionTitle: String { NewsTexts.catalogue(for: conbook.language)(.newsSectionTitle) }

    func makeRootScene() -> any Scene {
        let scene = sceneFactory.makeNewsScene()
        NewsModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        return scene
    }

    func newsModuleDidSelectEvent(_ event: Event.ID) {
        eventDetailFlow.showEvent(event)
    }

    func newsModuleDidSelectAnnouncement(_ announcement: Announcement.ID) {
        newsDetailFlow.showAnnouncement(announcement)
    }
}
