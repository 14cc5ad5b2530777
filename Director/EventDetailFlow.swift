import ConbookCore
import ConbookEventDetail

/// Route: an event opens on top of the selected section's stack. Section flows ask for it; it is
/// no module's delegate.
@MainActor
final class EventDetailFlow {
    private let conbook: Conbook
    private let sceneFactory: any EventDetailSceneFactory
    private unowned let navigator: any Navigator

    init(conbook: Conbook, sceneFactory: any EventDetailSceneFactory, navigator: any Navigator) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
    }

    /// Opens an event (one still scheduled, or a favourite taken off the schedule).
    func showEvent(_ event: Event.ID) {
        let scene = sceneFactory.makeEventDetailScene()
        EventDetailModuleBuilder(conbook: conbook).build(scene: scene, event: event)
        navigator.push(scene)
    }
}
