import ConbookCore
import ConbookModuleKit
import ConbookSchedule

/// Route: the Schedule section; an event chosen there opens through the event detail flow.
@MainActor
final class ScheduleFlow: SectionFlow, ScheduleModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any ScheduleSceneFactory
    private let eventDetailFlow: EventDetailFlow

    init(conbook: Conbook, sceneFactory: any ScheduleSceneFactory, eventDetailFlow: EventDetailFlow) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.eventDetailFlow = eventDetailFlow
    }

    let sectionName = "Schedule"

    var sectionTitle: String { ScheduleTexts.catalogue(for: conbook.language)(.scheduleSectionTitle) }

    func makeRootScene() -> any Scene {
        let scene = sceneFactory.makeScheduleScene()
        ScheduleModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        return scene
    }

    func scheduleModuleDidSelectEvent(_ event: Event.ID) {
        eventDetailFlow.showEvent(event)
    }
}
