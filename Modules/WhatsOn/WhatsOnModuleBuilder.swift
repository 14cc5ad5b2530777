import ConbookCore
import ConbookModuleKit

/// Composes the What's on module.
@MainActor
public struct WhatsOnModuleBuilder {
    /// How far ahead the page looks unless asked otherwise, in minutes (an hour, as News).
    public static let defaultWindowMinutes = WhatsOnPresenter.defaultWindowMinutes
    /// How far ahead the page can look, in minutes: up to a day.
    public nonisolated static let windowMinutes = 1...1440

    private let conbook: any WhatsOnDependencies

    /// Creates a builder over the Core.
    public init(conbook: any WhatsOnDependencies) {
        self.conbook = conbook
    }

    /// Attaches a What's on presenter to the scene; the scene keeps it alive.
    ///
    /// - Parameters:
    ///   - scene: the scene to show what is on.
    ///   - windowMinutes: how far ahead it looks at first, 1 to 1,440 minutes (beyond, the nearest).
    ///   - delegate: where chosen events go.
    public func build(
        scene: any WhatsOnScene, windowMinutes: Int = defaultWindowMinutes, delegate: any WhatsOnModuleDelegate
    ) {
        let interactor = WhatsOnInteractor(
            happening: conbook.seeRunningAndUpcomingEvents, calendar: conbook.calendar, clock: conbook.clock,
            toggleFavourite: conbook.toggleFavourite,
            texts: ModuleWords(
                WhatsOnTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = WhatsOnPresenter(scene: scene, delegate: delegate, interactor: interactor, windowMinutes: windowMinutes)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
