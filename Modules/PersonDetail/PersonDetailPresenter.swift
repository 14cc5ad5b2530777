import ConbookCore
import ConbookModuleKit

/// Shows a person's page, keeps it current as the Core changes (content, favourites, hiding,
/// friends' lists), marks favourites, and opens their events and links.
@MainActor
final class PersonDetailPresenter: PersonDetailSceneDelegate, ConventionObserver {
    private weak var scene: (any PersonDetailScene)?
    private weak var delegate: (any PersonDetailModuleDelegate)?
    private let name: String
    private let interactor: PersonDetailInteractor
    private var links = TextLinks()
    private var eventIDs: [Event.ID] = []

    init(
        scene: any PersonDetailScene, delegate: any PersonDetailModuleDelegate, name: String,
        interactor: PersonDetailInteractor
    ) {
        self.scene = scene
        self.delegate = delegate
        self.name = name
        self.interactor = interactor
    }

    func personDetailSceneDidLoad() {
        render()
    }

    func personDetailSceneDidSelectEvent(at index: Int) {
        guard eventIDs.indices.contains(index) else { return }
        delegate?.personDetailModuleDidSelectEvent(eventIDs[index])
    }

    func personDetailSceneDidToggleFavourite(at index: Int) {
        guard eventIDs.indices.contains(index) else { return }
        do throws(StoreError) {
            try interactor.toggleFavourite(eventIDs[index])
        } catch {
            scene?.showError(
                interactor.texts(
                    .personFavouriteNotSaved, ["reason": ErrorWording.text(of: error, in: interactor.texts.shared)]))
        }
    }

    func personDetailSceneDidSelectLink(at index: Int) {
        guard let link = links.followable(at: index) else { return }
        delegate?.personDetailModuleDidSelectLink(link.destination, named: link.name)
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change.changesEventListings {
            render()
        }
    }

    private func render() {
        if let page = interactor.page(of: name) {
            links = page.links
            eventIDs = page.eventIDs
            scene?.show(page.viewModel)
        } else {
            links = TextLinks()
            eventIDs = []
            scene?.showUnavailable(interactor.texts(.personUnavailable))
        }
    }
}
