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

    func personDetailSceneDidSelectEvent(id: String) {
        guard let event = eventID(id) else { return refusePageChanged() }
        delegate?.personDetailModuleDidSelectEvent(event)
    }

    func personDetailSceneDidToggleFavourite(id: String) {
        guard let event = eventID(id) else { return refusePageChanged() }
        do throws(StoreError) {
            try interactor.toggleFavourite(event)
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

    /// The event of the page shown with an identity (`PersonEventRowViewModel.id`); nil when the
    /// page shows none with it.
    private func eventID(_ id: String) -> Event.ID? {
        eventIDs.first { $0.rawValue == id }
    }

    /// A choice made on a page that has since changed (a sync, another window): refused, with
    /// the page as it is now.
    private func refusePageChanged() {
        scene?.showError(interactor.texts(.pageChanged))
        render()
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
