import ConbookCore
import ConbookNewsDetail

/// Route: an announcement opens on top of the selected section's stack (the News and
/// Announcements flows ask for it); opening it marks it read. A link in its text opens where it
/// leads, through the content link flow.
@MainActor
final class NewsDetailFlow: NewsDetailModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any NewsDetailSceneFactory
    private unowned let navigator: any Navigator
    private let contentLinkFlow: ContentLinkFlow

    init(
        conbook: Conbook, sceneFactory: any NewsDetailSceneFactory, navigator: any Navigator,
        contentLinkFlow: ContentLinkFlow
    ) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.contentLinkFlow = contentLinkFlow
    }

    /// Opens an announcement.
    func showAnnouncement(_ announcement: Announcement.ID) {
        let scene = sceneFactory.makeNewsDetailScene()
        NewsDetailModuleBuilder(conbook: conbook).build(scene: scene, announcement: announcement, delegate: self)
        navigator.push(scene)
    }

    func newsDetailModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        contentLinkFlow.follow(destination, named: name)
    }
}
