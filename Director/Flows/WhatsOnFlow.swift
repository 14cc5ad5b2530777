import ConbookCore
import ConbookWhatsOn

/// Route: What's on opens on top of the selected section (from the menu: the console's `now`); an
/// event chosen there opens through the event detail flow.
@MainActor
final class WhatsOnFlow: WhatsOnModuleDelegate {
    private unowned let routes: Routes

    /// - Parameter routes: where the events chosen open.
    init(routes: Routes) {
        self.routes = routes
    }

    /// Opens What's on, looking so many minutes ahead (an hour when not given).
    func showWhatsOn(windowMinutes: Int?) {
        let scene = routes.sceneFactory.makeWhatsOnScene()
        WhatsOnModuleBuilder(conbook: routes.conbook).build(
            scene: scene, windowMinutes: windowMinutes ?? WhatsOnModuleBuilder.defaultWindowMinutes, delegate: self)
        routes.navigator.present(scene)
    }

    func whatsOnModuleDidSelectEvent(_ event: Event.ID) {
        routes.eventDetail.showEvent(event)
    }
}
