import ConbookCore
import ConbookModuleKit

/// Composes the announcements module.
@MainActor
public struct AnnouncementsModuleBuilder {
    private let conbook: any AnnouncementsDependencies

    /// Creates a builder over the Core.
    public init(conbook: any AnnouncementsDependencies) {
        self.conbook = conbook
    }

    /// Attaches an announcements presenter to the scene; the scene keeps it alive.
    public func build(scene: any AnnouncementsScene, delegate: any AnnouncementsModuleDelegate) {
        let interactor = AnnouncementsInteractor(
            browseAnnouncements: conbook.browseAnnouncements, calendar: conbook.calendar,
            texts: ModuleWords(
                AnnouncementsTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = AnnouncementsPresenter(scene: scene, delegate: delegate, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
