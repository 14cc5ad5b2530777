import ConbookCore

/// Route: follows a link wherever it leads (see `ContentLink`): an event, a dealer, a knowledge
/// entry or the knowledge base, a room or place on the maps, or a page outside the convention.
/// Implements no module's delegate; the flows whose scenes show links, and deep links, ask it.
@MainActor
final class ContentLinkFlow {
    private unowned let routes: Routes

    /// - Parameter routes: where links lead.
    init(routes: Routes) {
        self.routes = routes
    }

    /// Opens where a link leads; a refused link, or a room or place on no map, opens nothing.
    func follow(_ destination: ContentLink, named name: String) {
        switch destination {
        case .event(let id): routes.eventDetail.showEvent(id)
        case .dealer(let id): routes.dealerDetail.showDealer(id)
        case .knowledgeEntry(let id): routes.knowledgeDetail.showEntry(id)
        case .knowledgeGroups: routes.knowledge.showKnowledgeBase()
        case .room(let id):
            if let location = routes.conbook.browseMaps.location(of: id) { routes.mapDetail.showLocation(location) }
        case .mapEntry(let id):
            if let location = routes.conbook.browseMaps.location(ofEntry: id) { routes.mapDetail.showLocation(location) }
        case .webPage, .mail, .phone: routes.webPage.showPage(destination, named: name)
        case .refused: break
        }
    }
}
