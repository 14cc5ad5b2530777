import ConbookCore
import ConbookFreeTime

/// Route: the free time opens on top of the selected section (from anywhere: the console's
/// `free`); an event chosen there opens through the event detail flow.
@MainActor
final class FreeTimeFlow: FreeTimeModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any FreeTimeSceneFactory
    private unowned let navigator: any Navigator
    private let eventDetailFlow: EventDetailFlow

    init(conbook: Conbook, sceneFactory: any FreeTimeSceneFactory, navigator: any Navigator, eventDetailFlow: EventDetailFlow) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.eventDetailFlow = eventDetailFlow
    }

    /// Opens the free time, with gaps of at least the Core's default minimum.
    func showFreeTime() {
        present { scene in FreeTimeModuleBuilder(conbook: conbook).build(scene: scene, delegate: self) }
    }

    /// Opens the free time with gaps of at least so many minutes.
    func showFreeTime(minimumMinutes: Int) {
        present { scene in
            FreeTimeModuleBuilder(conbook: conbook).build(scene: scene, minimumMinutes: minimumMinutes, delegate: self)
        }
    }

    func freeTimeModuleDidSelectEvent(_ event: Event.ID) {
        eventDetailFlow.showEvent(event)
    }

    private func present(building build: (any FreeTimeScene) -> Void) {
        let scene = sceneFactory.makeFreeTimeScene()
        build(scene)
        navigator.present(scene)
    }
}
