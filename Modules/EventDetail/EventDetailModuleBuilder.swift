public import ConbookCore
import ConbookModuleKit

/// Composes the event detail module for one event.
@MainActor
public struct EventDetailModuleBuilder {
    private let conbook: any EventDetailDependencies

    /// Creates a builder over the Core.
    public init(conbook: any EventDetailDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter for the event to the scene; the scene keeps it alive.
    public func build(scene: any EventDetailScene, event: Event.ID, delegate: any EventDetailModuleDelegate) {
        let interactor = EventDetailInteractor(
            viewEvent: conbook.viewEvent, seeRemovedFavourites: conbook.seeRemovedFavourites,
            toggleFavourite: conbook.toggleFavourite, browseMaps: conbook.browseMaps, followLink: conbook.followLink,
            sendFeedback: conbook.sendFeedback,
            seeClashes: conbook.seeClashes, hideItems: conbook.hideItems, calendar: conbook.calendar,
            richTextParser: conbook.richTextParser,
            texts: ModuleWords(
                EventDetailTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = EventDetailPresenter(scene: scene, delegate: delegate, event: event, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
