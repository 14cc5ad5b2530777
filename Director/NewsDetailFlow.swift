import ConbookCore
import ConbookNewsDetail

/// Route: an announcement opens on top of the selected section's stack (the News and
/// Announcements flows ask for it); opening it marks it read. It links nowhere, so the flow is
/// the delegate of no module.
@MainActor
final class NewsDetailFlow {
    private let conbook: Conbook
    private let sceneFactory: any NewsDetailSceneFactory
    private unowned let navigator: any Navigator

    init(conbook: Conbook, sceneFactory: any NewsDetailSceneFactory, navigator: any Navigator) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
    }

    /// Opens an announcement.
    func showAnnouncement(_ announcement: Announcement.ID) {
        let scene = sceneFactory.makeNewsDetailScene()
        NewsDetailModuleBuilder(conbook: conbook).build(scene: scene, announcement: announcement)
        navigator.push(scene)
    }
}
