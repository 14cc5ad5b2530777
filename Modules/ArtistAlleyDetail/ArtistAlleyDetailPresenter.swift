import ConbookCore
import ConbookModuleKit

/// Shows one table, keeps it current as the Core changes (content and pictures), and follows its
/// links.
@MainActor
final class ArtistAlleyDetailPresenter: ArtistAlleyDetailSceneDelegate, ConventionObserver {
    private weak var scene: (any ArtistAlleyDetailScene)?
    private weak var delegate: (any ArtistAlleyDetailModuleDelegate)?
    private let table: ArtistAlleyTable.ID
    private let interactor: ArtistAlleyDetailInteractor
    private var links = TextLinks()

    init(
        scene: any ArtistAlleyDetailScene, delegate: any ArtistAlleyDetailModuleDelegate, table: ArtistAlleyTable.ID,
        interactor: ArtistAlleyDetailInteractor
    ) {
        self.scene = scene
        self.delegate = delegate
        self.table = table
        self.interactor = interactor
    }

    func artistAlleyDetailSceneDidLoad() {
        render()
    }

    func artistAlleyDetailSceneDidSelectLink(at index: Int) {
        guard let link = links.followable(at: index) else { return }
        delegate?.artistAlleyDetailModuleDidSelectLink(link.destination, named: link.name)
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated || change == .imagesUpdated { render() }
    }

    private func render() {
        if let (viewModel, links) = interactor.detail(for: table) {
            self.links = links
            scene?.show(viewModel)
        } else {
            links = TextLinks()
            scene?.showUnavailable(interactor.texts(.alleyTableUnavailable))
        }
    }
}
