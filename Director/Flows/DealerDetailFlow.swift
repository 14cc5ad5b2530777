import ConbookCore
import ConbookDealerDetail

/// Route: a dealer opens on top of the selected section's stack (the dealers and map detail flows
/// ask for it); its table opens on the map through the map detail flow, its links where they lead
/// through the content link flow.
@MainActor
final class DealerDetailFlow: DealerDetailModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any DealerDetailSceneFactory
    private unowned let navigator: any Navigator
    private let mapDetailFlow: MapDetailFlow
    private let contentLinkFlow: ContentLinkFlow

    init(
        conbook: Conbook, sceneFactory: any DealerDetailSceneFactory, navigator: any Navigator,
        mapDetailFlow: MapDetailFlow, contentLinkFlow: ContentLinkFlow
    ) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.mapDetailFlow = mapDetailFlow
        self.contentLinkFlow = contentLinkFlow
    }

    /// Opens a dealer.
    func showDealer(_ dealer: Dealer.ID) {
        let scene = sceneFactory.makeDealerDetailScene()
        DealerDetailModuleBuilder(conbook: conbook).build(scene: scene, dealer: dealer, delegate: self)
        navigator.push(scene)
    }

    func dealerDetailModuleDidSelectLocation(_ location: MapLocation) {
        mapDetailFlow.showLocation(location)
    }

    func dealerDetailModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        contentLinkFlow.follow(destination, named: name)
    }
}
