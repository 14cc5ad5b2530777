import ConbookCore
import ConbookDealers
import ConbookModuleKit

/// Route: the Dealers section; a dealer chosen there opens through the dealer detail flow.
@MainActor
final class DealersFlow: SectionFlow, DealersModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any DealersSceneFactory
    private let dealerDetailFlow: DealerDetailFlow

    init(conbook: Conbook, sceneFactory: any DealersSceneFactory, dealerDetailFlow: DealerDetailFlow) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.dealerDetailFlow = dealerDetailFlow
    }

    var sectionTitle: String { DealersTexts.catalogue(for: conbook.language)(.dealersSectionTitle) }

    func makeRootScene() -> any Scene {
        let scene = sceneFactory.makeDealersScene()
        DealersModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        return scene
    }

    func dealersModuleDidSelectDealer(_ dealer: Dealer.ID) {
        dealerDetailFlow.showDealer(dealer)
    }
}
