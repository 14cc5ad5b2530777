public import ConbookCore
import ConbookModuleKit

/// Composes the shared picks module.
@MainActor
public struct SharedPicksModuleBuilder {
    private let conbook: any SharedPicksDependencies

    /// Creates a builder over the Core.
    public init(conbook: any SharedPicksDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter of a friend's picks to the scene; the scene keeps it alive.
    public func build(scene: any SharedPicksScene, picks: SharedPicks) {
        let conbook = conbook
        let interactor = SharedPicksInteractor(
            sharePicks: conbook.sharePicks, friendsLists: conbook.friendsLists, calendar: conbook.calendar,
            conventionName: { conbook.details?.title ?? conbook.conventionIdentifier?.rawValue },
            texts: ModuleWords(
                SharedPicksTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = SharedPicksPresenter(scene: scene, interactor: interactor, picks: picks)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
