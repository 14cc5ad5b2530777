public import ConbookDealers
import ConbookModuleKit

/// A dealers scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingDealersScene: DealersScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any DealersSceneDelegate)?
    /// The dealers shown last.
    public private(set) var viewModel: DealersViewModel?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any DealersSceneDelegate) {
        self.delegate = delegate
    }

    /// The last error shown, if any.
    public private(set) var errorMessage: String?

    public func showError(_ message: String) {
        errorMessage = message
    }

    public func show(_ viewModel: DealersViewModel) {
        self.viewModel = viewModel
    }

    public func simulateSceneDidLoad() {
        delegate?.dealersSceneDidLoad()
    }

    /// Every row listed, in display order.
    public var rows: [DealerRowViewModel] {
        viewModel?.sections.flatMap(\.rows) ?? []
    }

    /// The names listed, in display order.
    public var listedNames: [String] {
        rows.map(\.name)
    }

    /// The letters of the page's sections, in display order.
    public var letters: [String] {
        viewModel?.sections.map(\.title) ?? []
    }

    /// The names listed under a letter.
    public func names(under letter: String) -> [String] {
        viewModel?.sections.first { $0.title == letter }?.rows.map(\.name) ?? []
    }

    /// The row of the dealer with a name, if listed.
    public func row(named name: String) -> DealerRowViewModel? {
        rows.first { $0.name == name }
    }

    /// The letter the listing was brought to, if the user jumped to one.
    public var focusedLetter: String? {
        guard let viewModel, let index = viewModel.focusedSectionIndex else { return nil }
        return viewModel.sections[index].title
    }

    /// The names of the categories that are off.
    public var inactiveCategories: [String] {
        viewModel?.categories.filter { !$0.isActive }.map(\.name) ?? []
    }

    /// Acts as the user typing a search.
    public func simulateSearching(for text: String) {
        delegate?.dealersSceneDidChangeSearchText(text)
    }

    /// Acts as the user turning the category with a name off or on; false when there is none.
    @discardableResult
    public func simulateTogglingCategory(named name: String) -> Bool {
        guard let index = viewModel?.categories.firstIndex(where: { $0.name == name }) else { return false }
        delegate?.dealersSceneDidToggleCategory(at: index)
        return true
    }

    /// Acts as the user turning every category on again.
    public func simulateActivatingAllCategories() {
        delegate?.dealersSceneDidActivateAllCategories()
    }

    /// Acts as the user jumping to a letter of the whole listing (nil: back to the top); false when
    /// the listing has no such letter.
    @discardableResult
    public func simulateJumping(toLetter letter: String?) -> Bool {
        guard let letter else {
            delegate?.dealersSceneDidSelectLetter(at: nil)
            return true
        }
        guard let index = viewModel?.letters.firstIndex(of: letter) else { return false }
        delegate?.dealersSceneDidSelectLetter(at: index)
        return true
    }

    /// Acts as the user turning to a page, counting from 0.
    public func simulateSelectingPage(at index: Int) {
        delegate?.dealersSceneDidSelectPage(at: index)
    }

    /// Acts as the user choosing the dealer with a name; false when it is not listed.
    @discardableResult
    public func simulateSelectingDealer(named name: String) -> Bool {
        guard let row = viewModel?.sections.lazy.flatMap(\.rows).first(where: { $0.name == name }) else { return false }
        delegate?.dealersSceneDidSelectDealer(id: row.id)
        return true
    }

    /// Acts as the user choosing a dealer by its row's identity, as a page shown earlier (another
    /// window, a page from before a sync) would.
    public func simulateSelectingDealer(id: String) {
        delegate?.dealersSceneDidSelectDealer(id: id)
    }
}

extension CapturingSceneFactory: DealersSceneFactory {
    public func makeDealersScene() -> CapturingDealersScene {
        remember(CapturingDealersScene())
    }
}
