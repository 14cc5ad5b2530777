import ConbookCore
import ConbookModuleKit
import ConbookSchedule

/// Route: the Schedule section; an event chosen there opens through the event detail flow, a
/// person a search found through the person detail flow.
@MainActor
final class ScheduleFlow: SectionFlow, ScheduleModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any ScheduleSceneFactory
    private let eventDetailFlow: EventDetailFlow
    private let personDetailFlow: PersonDetailFlow

    init(
        conbook: Conbook, sceneFactory: any ScheduleSceneFactory, eventDetailFlow: EventDetailFlow,
        personDetailFlow: PersonDetailFlow
    ) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.eventDetailFlow = eventDetailFlow
        self.personDetailFlow = personDetailFlow
    }

    var sectionTitle: String { ScheduleTexts.catalogue(for: conbook.language)(.scheduleSectionTitle) }

    func makeRootScene() -> any Scene {
        let scene = sceneFactory.makeScheduleScene()
        ScheduleModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        return scene
    }

    func scheduleModuleDidSelectEvent(_ event: Event.ID) {
        eventDetailFlow.showEvent(event)
    }

    func scheduleModuleDidSelectPerson(named name: String) {
        personDetailFlow.showPerson(named: name)
    }
}
