public import ConbookLostAndFound
import ConbookModuleKit

/// A Lost & Found scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingLostAndFoundScene: LostAndFoundScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any LostAndFoundSceneDelegate)?
    /// What was shown last.
    public private(set) var viewModel: LostAndFoundViewModel?
    /// The errors shown, oldest first.
    public private(set) var errors: [String] = []

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any LostAndFoundSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: LostAndFoundViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        errors.append(message)
    }

    public func simulateSceneDidLoad() {
        delegate?.lostAndFoundSceneDidLoad()
    }

    /// The items' titles, in the order listed (group after group).
    public var titles: [String] {
        viewModel?.items.map(\.title) ?? []
    }

    /// The groups' titles with their items' titles, e.g. `["Lost (1)": ["Phone"]]`, in order.
    public var groups: [(title: String, items: [String])] {
        viewModel?.groups.map { ($0.title, $0.items.map(\.title)) } ?? []
    }

    /// The item listed with a title.
    public func item(titled title: String) -> LostAndFoundItemViewModel? {
        viewModel?.items.first { $0.title == title }
    }

    /// Acts as the user choosing the item with a title (expanding or folding it); false when it is
    /// not listed.
    @discardableResult
    public func simulateSelectingItem(titled title: String) -> Bool {
        guard let item = item(titled: title) else { return false }
        delegate?.lostAndFoundSceneDidSelectItem(id: item.id)
        return true
    }

    /// Acts as the user choosing an item by its identity, as a list shown earlier (another window,
    /// a list from before a refresh) would.
    public func simulateSelectingItem(id: String) {
        delegate?.lostAndFoundSceneDidSelectItem(id: id)
    }

    /// Acts as the user opening the picture link of the item with a title; false when it is not
    /// listed.
    @discardableResult
    public func simulateOpeningPicture(ofItemTitled title: String) -> Bool {
        guard let item = item(titled: title) else { return false }
        delegate?.lostAndFoundSceneDidSelectPicture(id: item.id)
        return true
    }

    /// Acts as the user opening the picture link of an item by its identity, as a list shown
    /// earlier (another window, a list from before a refresh) would.
    public func simulateOpeningPicture(ofItemWithID id: String) {
        delegate?.lostAndFoundSceneDidSelectPicture(id: id)
    }

    /// Acts as the user searching (an empty text ends the search).
    public func simulateSearching(for text: String) {
        delegate?.lostAndFoundSceneDidSearch(for: text)
    }

    /// Acts as the user asking to log in.
    public func simulateAskingToLogIn() {
        delegate?.lostAndFoundSceneDidAskToLogIn()
    }

    /// Acts as the user asking to fetch the list again.
    public func simulateRefreshing() {
        delegate?.lostAndFoundSceneDidAskToRefresh()
    }
}

extension CapturingSceneFactory: LostAndFoundSceneFactory {
    public func makeLostAndFoundScene() -> CapturingLostAndFoundScene {
        remember(CapturingLostAndFoundScene())
    }
}
