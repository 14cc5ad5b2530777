import ConbookCore
import ConbookModuleKit

/// Shows the lost & found: fetches it when the scene appears, when asked, and when the login
/// changes (a login, a logout, an ended session); until it arrives, says it is being fetched. A
/// refresh that fails keeps the list shown and says why; a search and an expanded item stay
/// across refreshes.
@MainActor
final class LostAndFoundPresenter: LostAndFoundSceneDelegate, ConventionObserver {
    private weak var scene: (any LostAndFoundScene)?
    private weak var delegate: (any LostAndFoundModuleDelegate)?
    private let interactor: LostAndFoundInteractor
    /// The items last fetched (nil: none to show).
    private var items: [LostAndFoundItem]?
    /// The items as listed, in the order of the view's items.
    private var listed: [LostAndFoundItem] = []
    private var search = ""
    private var expanded: Int?
    /// Counts the fetches started: only the latest one's outcome shows.
    private var fetches = 0

    init(scene: any LostAndFoundScene, delegate: any LostAndFoundModuleDelegate, interactor: LostAndFoundInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func lostAndFoundSceneDidLoad() {
        fetch()
    }

    func lostAndFoundSceneDidSelectItem(id: String) {
        guard let item = listedItem(id) else { return refusePageChanged() }
        expanded = expanded == item.id ? nil : item.id
        renderList()
    }

    func lostAndFoundSceneDidSelectPicture(id: String) {
        guard let item = listedItem(id) else { return refusePageChanged() }
        guard let picture = interactor.picture(of: item) else { return }
        delegate?.lostAndFoundModuleDidSelectLink(picture.destination, named: picture.name)
    }

    /// The item listed with an identity (`LostAndFoundItemViewModel.id`); nil when none is.
    private func listedItem(_ id: String) -> LostAndFoundItem? {
        listed.first { String($0.id) == id }
    }

    /// A choice made on a list that has since changed (a refresh, another window): refused, with
    /// the list as it is now.
    private func refusePageChanged() {
        scene?.showError(interactor.texts(.pageChanged))
        renderList()
    }

    func lostAndFoundSceneDidSearch(for text: String) {
        search = DisplayText.trimmed(text)
        renderList()
    }

    func lostAndFoundSceneDidAskToLogIn() {
        delegate?.lostAndFoundModuleDidAskToLogIn()
    }

    func lostAndFoundSceneDidAskToRefresh() {
        fetch()
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .accountChanged {
            items = nil
            fetch()
        }
    }

    private func fetch() {
        fetches += 1
        let fetch = fetches
        if items == nil || !interactor.isLoggedIn {
            items = nil
            listed = []
            scene?.show(interactor.waiting())
        }
        guard interactor.isLoggedIn else { return }
        let interactor = interactor
        Task { [weak self] in
            let outcome = await interactor.fetched()
            guard let self else { return }
            // A later fetch's outcome replaces this one's; but when the login ended meanwhile
            // (this fetch may have ended it), why there is no list is this outcome's to say.
            let explainsTheLogout = !interactor.isLoggedIn
            guard fetch == fetches || explainsTheLogout else { return }
            show(outcome)
        }
    }

    private func show(_ outcome: Result<[LostAndFoundItem], LostAndFoundError>) {
        switch outcome {
        case .success(let fetched):
            items = fetched
            renderList()
        case .failure(let error) where items != nil && !interactor.hidesTheList(error):
            scene?.showError(interactor.wording(of: error))
        case .failure(let error):
            items = nil
            listed = []
            scene?.show(interactor.obstacle(interactor.wording(of: error)))
        }
    }

    private func renderList() {
        guard let items else { return }
        let (viewModel, listed) = interactor.listing(items, searching: search, expanded: expanded)
        self.listed = listed
        scene?.show(viewModel)
    }
}
