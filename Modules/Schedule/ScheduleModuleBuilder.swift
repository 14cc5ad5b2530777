public import ConbookCore

/// Composes the schedule module from the Core: a presenter attached to the scene given.
@MainActor
public struct ScheduleModuleBuilder {
    private let conbook: Conbook

    /// Creates a builder over the Core.
    public init(conbook: Conbook) {
        self.conbook = conbook
    }

    /// Attaches a schedule presenter to the scene; the scene keeps it alive.
    public func build(scene: any ScheduleScene, delegate: any ScheduleModuleDelegate) {
        let interactor = ScheduleInteractor(
            browseSchedule: conbook.browseSchedule, searchEvents: conbook.searchEvents, calendar: conbook.calendar)
        let presenter = SchedulePresenter(
            scene: scene, delegate: delegate, interactor: interactor, refreshConvention: conbook.refreshConvention)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
