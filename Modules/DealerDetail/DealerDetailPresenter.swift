import ConbookCore
import ConbookModuleKit

/// Shows one dealer, keeps it current as the Core changes (content and pictures), and opens its
/// place on the map and its links.
@MainActor
final class DealerDetailPresenter: DealerDetailSceneDelegate, ConventionObserver {

    private weak var scene: (any DealerDetailScene)?
    private weak var delegate: (any DealerDetailModuleDelegate)?
    private let dealer: Dealer.ID
    private let interactor: DealerDetailInteractor
    private var links = TextLinks()

    init(
        scene: any DealerDetailScene, delegate: any DealerDetailModuleDelegate, dealer: Dealer.ID,
        interactor: DealerDetailInteractor
    ) {
        self.scene = scene
        self.delegate = delegate
        self.dealer = dealer
        self.interactor = interactor
    }

    func dealerDetailSceneDidLoad() {
        render()
    }

    func dealerDetailSceneDidSelectLocation() {
        guard let location = interactor.location(of: dealer) else { return }
        delegate?.dealerDetailModuleDidSelectLocation(location)
    }

    func dealerDetailSceneDidSelectLink(at index: Int) {
        guard let link = links.followable(at: index) else { return }
        delegate?.dealerDetailModuleDidSelectLink(link.destination, named: link.name)
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated || change == .imagesUpdated {
            render()
        }
    }

    private func render() {
        if let (viewModel, links) = interactor.detail(for: dealer) {
            self.links = links
            scene?.show(viewModel)
        } else {
            links = TextLinks()
            scene?.showUnavailable(interactor.texts(.dealerUnavailable))
        }
    }
}
