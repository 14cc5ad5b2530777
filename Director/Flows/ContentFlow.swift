import ConbookCore
import ConbookModuleKit

/// Route: the content, as sections: those `SceneFactory.scenes` declares for the session's
/// audience, in its order, each
/// headed by the flow its declaration makes (which titles the section in its module's words and
/// makes its root scene).
@MainActor
final class ContentFlow {
    private unowned let routes: Routes
    private let sections: [(name: String, flow: any SectionFlow)]
    /// Whether the sections are shown (after the first download).
    private(set) var isShown = false
    private var pendingAddress: String?

    /// - Parameter routes: what the sections' flows open, and the scene factory whose declarations
    ///   list the sections.
    init(routes: Routes) {
        self.routes = routes
        sections = type(of: routes.sceneFactory).scenes.compactMap { declaration in
            guard case .section(let name) = declaration.reach, let makeFlow = declaration.sectionFlow,
                declaration.isOffered(to: routes.audience)
            else { return nil }
            return (name, makeFlow(routes))
        }
    }

    /// Shows every section, each with a new root scene; the first is selected. A link asked for
    /// before opens on top.
    func showContent() {
        routes.navigator.showSections(
            sections.map { Section(name: $0.name, title: $0.flow.sectionTitle, scene: $0.flow.makeRootScene()) })
        isShown = true
        if let pendingAddress {
            self.pendingAddress = nil
            follow(pendingAddress)
        }
    }

    /// Forgets that the sections are shown: the convention's data is gone until downloaded again
    /// (links asked for meanwhile wait for it).
    func contentCleared() {
        isShown = false
    }

    /// Opens where an address leads on top of the selected section, or once the content shows
    /// (the address is understood then, when the convention is known).
    func follow(_ address: String) {
        guard isShown else {
            pendingAddress = address
            return
        }
        routes.contentLink.follow(routes.conbook.followLink.destination(ofDeepLink: address), named: "")
    }
}
