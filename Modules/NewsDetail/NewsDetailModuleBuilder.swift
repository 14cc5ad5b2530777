public import ConbookCore
import ConbookModuleKit

/// Composes the news detail module for one announcement; it reports the links chosen in the
/// announcement's text to its delegate.
@MainActor
public struct NewsDetailModuleBuilder {
    private let conbook: any NewsDetailDependencies

    /// Creates a builder over the Core.
    public init(conbook: any NewsDetailDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter for the announcement to the scene; the scene keeps it alive. Once the
    /// scene is on screen, the announcement shows and is marked read.
    public func build(scene: any NewsDetailScene, announcement: Announcement.ID, delegate: any NewsDetailModuleDelegate) {
        let interactor = NewsDetailInteractor(
            viewAnnouncement: conbook.viewAnnouncement, viewImage: conbook.viewImage, followLink: conbook.followLink,
            calendar: conbook.calendar, richTextParser: conbook.richTextParser,
            texts: ModuleWords(
                NewsDetailTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = NewsDetailPresenter(
            scene: scene, delegate: delegate, announcement: announcement, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
