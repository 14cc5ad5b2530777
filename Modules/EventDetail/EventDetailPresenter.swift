import ConbookCore
import ConbookModuleKit

/// Shows one event, keeps it current as the Core changes, toggles its favourite mark, and opens its
/// room on the map and the links of its texts.
@MainActor
final class EventDetailPresenter: EventDetailSceneDelegate, ConventionObserver {

    private weak var scene: (any EventDetailScene)?
    private weak var delegate: (any EventDetailModuleDelegate)?
    private let event: Event.ID
    private let interactor: EventDetailInteractor
    private var links = TextLinks()
    private var hostNames: [String] = []

    init(
        scene: any EventDetailScene, delegate: any EventDetailModuleDelegate, event: Event.ID,
        interactor: EventDetailInteractor
    ) {
        self.scene = scene
        self.delegate = delegate
        self.event = event
        self.interactor = interactor
    }

    func eventDetailSceneDidLoad() {
        render()
    }

    func eventDetailSceneDidToggleFavourite() {
        do {
            try interactor.toggleFavourite(event)
        } catch {
            scene?.showError(
                interactor.texts(.eventFavouriteNotSaved, ["reason": ErrorWording.text(of: error, in: interactor.texts.shared)]))
        }
    }

    func eventDetailSceneDidSelectRoomLocation() {
        guard let location = interactor.roomLocation(of: event) else { return }
        delegate?.eventDetailModuleDidSelectRoomLocation(location)
    }

    func eventDetailSceneDidSelectLink(at index: Int) {
        guard let link = links.followable(at: index) else { return }
        delegate?.eventDetailModuleDidSelectLink(link.destination, named: link.name)
    }

    func eventDetailSceneDidSelectHost(at index: Int) {
        guard hostNames.indices.contains(index) else { return }
        delegate?.eventDetailModuleDidSelectHost(named: hostNames[index])
    }

    func eventDetailSceneDidAskForFeedback() {
        guard interactor.acceptsFeedback(event) else { return }
        delegate?.eventDetailModuleDidAskForFeedback(event)
    }

    func eventDetailSceneDidSetPriority(high: Bool) {
        do throws(StoreError) {
            try interactor.setPriority(high ? .high : .normal, of: event)
        } catch {
            scene?.showError(
                interactor.texts(.eventPriorityNotSaved, ["reason": ErrorWording.text(of: error, in: interactor.texts.shared)]))
        }
    }

    func eventDetailSceneDidHide() {
        changeHidden { () throws(StoreError) in try interactor.hide(event) }
    }

    func eventDetailSceneDidShowAgain() {
        changeHidden { () throws(StoreError) in try interactor.showAgain(event) }
    }

    private func changeHidden(_ change: () throws(StoreError) -> Void) {
        do throws(StoreError) {
            try change()
        } catch {
            scene?.showError(
                interactor.texts(.eventHiddenNotSaved, ["reason": ErrorWording.text(of: error, in: interactor.texts.shared)]))
        }
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change.changesEventListings || change == .accountChanged {
            render()
        }
    }

    private func render() {
        if let (viewModel, links) = interactor.detail(for: event) {
            self.links = links
            hostNames = viewModel.hostNames
            scene?.show(viewModel)
        } else {
            links = TextLinks()
            hostNames = []
            scene?.showUnavailable(interactor.texts(.eventUnavailable))
        }
    }
}
