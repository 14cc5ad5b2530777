import ConbookCore
import ConbookEventFeedback
import ConbookModuleKit

/// Route: feedback on an event opens on top of the selected section's stack (from the event's
/// page); given up, it closes; once sent, it stays to say so until the user goes back.
@MainActor
final class EventFeedbackFlow: EventFeedbackModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any EventFeedbackSceneFactory
    private unowned let navigator: any Navigator
    private weak var scene: (any Scene)?

    init(conbook: Conbook, sceneFactory: any EventFeedbackSceneFactory, navigator: any Navigator) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
    }

    /// Opens the feedback form for an event.
    func showFeedback(on event: Event.ID) {
        let scene = sceneFactory.makeEventFeedbackScene()
        EventFeedbackModuleBuilder(conbook: conbook).build(scene: scene, event: event, delegate: self)
        self.scene = scene
        navigator.push(scene)
    }

    func eventFeedbackModuleDidCancel() {
        if let scene { navigator.dismiss(scene) }
        scene = nil
    }
}
