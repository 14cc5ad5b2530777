import ConbookCore
import ConbookTimetable

/// Route: the timetable opens on top of the selected section (from anywhere: the console's
/// `timetable`); an event chosen there opens through the event detail flow.
@MainActor
final class TimetableFlow: TimetableModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any TimetableSceneFactory
    private unowned let navigator: any Navigator
    private let eventDetailFlow: EventDetailFlow

    init(conbook: Conbook, sceneFactory: any TimetableSceneFactory, navigator: any Navigator, eventDetailFlow: EventDetailFlow) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.eventDetailFlow = eventDetailFlow
    }

    /// Opens the timetable.
    func showTimetable() {
        let scene = sceneFactory.makeTimetableScene()
        TimetableModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        navigator.present(scene)
    }

    func timetableModuleDidSelectEvent(_ event: Event.ID) {
        eventDetailFlow.showEvent(event)
    }
}
