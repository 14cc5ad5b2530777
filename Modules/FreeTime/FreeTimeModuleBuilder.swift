public import ConbookCore
import ConbookModuleKit

/// Composes the free-time module.
@MainActor
public struct FreeTimeModuleBuilder {
    private let conbook: any FreeTimeDependencies

    /// Creates a builder over the Core.
    public init(conbook: any FreeTimeDependencies) {
        self.conbook = conbook
    }

    /// Attaches a free-time presenter to the scene; the scene keeps it alive.
    ///
    /// - Parameters:
    ///   - scene: the scene to show the free time on.
    ///   - minimumMinutes: the shortest gap shown at first (the Core's default: 30 minutes).
    ///   - delegate: where chosen events go.
    public func build(
        scene: any FreeTimeScene,
        minimumMinutes: Int = Int(SeeFreeTimeUseCase.defaultMinimum.components.seconds / 60),
        delegate: any FreeTimeModuleDelegate
    ) {
        let interactor = FreeTimeInteractor(
            browseSchedule: conbook.browseSchedule, browseMaps: conbook.browseMaps, seeFreeTime: conbook.seeFreeTime,
            toggleFavourite: conbook.toggleFavourite, calendar: conbook.calendar,
            texts: ModuleWords(
                FreeTimeTexts.self, language: conbook.language,
                actions: scene.actionWording(in: conbook.language)))
        let presenter = FreeTimePresenter(
            scene: scene, delegate: delegate, interactor: interactor, minimumMinutes: minimumMinutes)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
