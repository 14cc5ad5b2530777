import ConbookCore
import ConbookModuleKit

/// Composes the News module.
@MainActor
public struct NewsModuleBuilder {
    private let conbook: any NewsDependencies

    /// Creates a builder over the Core.
    public init(conbook: any NewsDependencies) {
        self.conbook = conbook
    }

    /// Attaches a news presenter to the scene; the scene keeps it alive.
    public func build(scene: any NewsScene, delegate: any NewsModuleDelegate) {
        let conbook = conbook
        let interactor = NewsInteractor(
            conventionIdentifier: { conbook.conventionIdentifier },
            countdown: conbook.conventionCountdown,
            happening: conbook.seeRunningAndUpcomingEvents,
            todaysFavourites: conbook.seeTodaysFavourites,
            seeClashes: conbook.seeClashes,
            seeFreeTime: conbook.seeFreeTime,
            removedFavourites: conbook.seeRemovedFavourites,
            announcements: conbook.seeLatestAnnouncements,
            login: conbook.login,
            privateMessages: conbook.privateMessages,
            clock: conbook.clock,
            calendar: conbook.calendar,
            richTextParser: conbook.richTextParser,
            texts: ModuleWords(NewsTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = NewsPresenter(
            scene: scene, delegate: delegate, interactor: interactor, refreshConvention: conbook.refreshConvention)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
