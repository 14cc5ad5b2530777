import ConbookCore
import ConbookModuleKit

/// Composes the timetable module from the Core: a presenter attached to the scene given.
@MainActor
public struct TimetableModuleBuilder {
    private let conbook: any TimetableDependencies

    /// Creates a builder over the Core.
    public init(conbook: any TimetableDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter to the scene; the scene keeps it alive.
    public func build(scene: any TimetableScene, delegate: any TimetableModuleDelegate) {
        let interactor = TimetableInteractor(
            browseSchedule: conbook.browseSchedule, seeClashes: conbook.seeClashes, clock: conbook.clock,
            calendar: conbook.calendar, texts: ModuleTexts.catalogue(for: conbook.language))
        let presenter = TimetablePresenter(scene: scene, delegate: delegate, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
