import ConbookChanges
import ConbookCore
import ConbookEventDetail
import ConbookNews
import ConbookSchedule

/// Route: an event chosen in the overview, the schedule or the changes opens on top of the current tab.
@MainActor
final class EventDetailFlow: NewsModuleDelegate, ScheduleModuleDelegate, ChangesModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any SceneFactory
    private unowned let navigator: any Navigator

    init(conbook: Conbook, sceneFactory: any SceneFactory, navigator: any Navigator) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
    }

    func newsModuleDidSelectEvent(_ event: Event.ID) {
        showDetail(of: event)
    }

    func scheduleModuleDidSelectEvent(_ event: Event.ID) {
        showDetail(of: event)
    }

    func changesModuleDidSelectEvent(_ event: Event.ID) {
        showDetail(of: event)
    }

    private func showDetail(of event: Event.ID) {
        let scene = sceneFactory.makeEventDetailScene()
        EventDetailModuleBuilder(conbook: conbook).build(scene: scene, event: event)
        navigator.push(scene)
    }
}
