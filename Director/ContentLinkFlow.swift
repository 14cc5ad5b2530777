import ConbookCore

/// Route: follows a link wherever it leads (see `ContentLink`): an event, a dealer, a knowledge
/// entry or the knowledge base, a room or place on the maps, or a page outside the convention.
/// Implements no module's delegate; the flows whose scenes show links, and deep links, ask it.
///
/// The detail flows open one another, so this one holds them weakly, given once by `ContentFlow`.
@MainActor
final class ContentLinkFlow {
    private let conbook: Conbook
    private let webPageFlow: WebPageFlow
    private weak var eventDetailFlow: EventDetailFlow?
    private weak var dealerDetailFlow: DealerDetailFlow?
    private weak var mapDetailFlow: MapDetailFlow?
    private weak var knowledgeDetailFlow: KnowledgeDetailFlow?
    private weak var knowledgeFlow: KnowledgeFlow?

    init(conbook: Conbook, webPageFlow: WebPageFlow) {
        self.conbook = conbook
        self.webPageFlow = webPageFlow
    }

    /// Gives the flows that open what links lead to.
    func opens(
        events: EventDetailFlow, dealers: DealerDetailFlow, maps: MapDetailFlow, knowledgeEntries: KnowledgeDetailFlow,
        knowledgeBase: KnowledgeFlow
    ) {
        eventDetailFlow = events
        dealerDetailFlow = dealers
        mapDetailFlow = maps
        knowledgeDetailFlow = knowledgeEntries
        knowledgeFlow = knowledgeBase
    }

    /// Opens where a link leads; a refused link, or a room or place on no map, opens nothing.
    func follow(_ destination: ContentLink, named name: String) {
        switch destination {
        case .event(let id): eventDetailFlow?.showEvent(id)
        case .dealer(let id): dealerDetailFlow?.showDealer(id)
        case .knowledgeEntry(let id): knowledgeDetailFlow?.showEntry(id)
        case .knowledgeGroups: knowledgeFlow?.showKnowledgeBase()
        case .room(let id):
            if let location = conbook.browseMaps.location(of: id) { mapDetailFlow?.showLocation(location) }
        case .mapEntry(let id):
            if let location = conbook.browseMaps.location(ofEntry: id) { mapDetailFlow?.showLocation(location) }
        case .webPage, .mail, .phone: webPageFlow.showPage(destination, named: name)
        case .refused: break
        }
    }
}
