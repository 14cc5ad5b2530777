public import ConbookCore
import ConbookModuleKit

/// Composes the feedback module for one event.
@MainActor
public struct EventFeedbackModuleBuilder {
    private let conbook: any EventFeedbackDependencies

    /// Creates a builder over the Core.
    public init(conbook: any EventFeedbackDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter for feedback on an event to the scene; the scene keeps it alive.
    public func build(scene: any EventFeedbackScene, event: Event.ID, delegate: any EventFeedbackModuleDelegate) {
        let interactor = EventFeedbackInteractor(
            event: event, sendFeedback: conbook.sendFeedback, viewEvent: conbook.viewEvent, calendar: conbook.calendar,
            texts: ModuleWords(
                EventFeedbackTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = EventFeedbackPresenter(scene: scene, delegate: delegate, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
