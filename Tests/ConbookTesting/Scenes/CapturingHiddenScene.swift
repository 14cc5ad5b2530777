public import ConbookHidden
import ConbookModuleKit

/// A Hidden scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingHiddenScene: HiddenScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any HiddenSceneDelegate)?
    /// What is hidden, as shown last.
    public private(set) var viewModel: HiddenViewModel?
    /// The error shown last, if any.
    public private(set) var errorMessage: String?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any HiddenSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: HiddenViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        errorMessage = message
    }

    public func simulateSceneDidLoad() {
        delegate?.hiddenSceneDidLoad()
    }

    /// The names of a section's rows, by the section's title.
    public func names(inSection title: String) -> [String] {
        viewModel?.sections.first { $0.title == title }?.rows.map(\.name) ?? []
    }

    /// Acts as the user showing again the row with a name; false when it is not listed.
    @discardableResult
    public func simulateShowingAgain(named name: String) -> Bool {
        guard let row = row(named: name) else { return false }
        delegate?.hiddenSceneDidShowAgain(id: row.id)
        return true
    }

    /// Acts as the user showing an item again by its row's identity, as a page shown earlier
    /// (another window, a page from before a sync) would.
    public func simulateShowingAgain(id: String) {
        delegate?.hiddenSceneDidShowAgain(id: id)
    }

    /// Acts as the user choosing the row with a name; false when it is not listed.
    @discardableResult
    public func simulateSelecting(named name: String) -> Bool {
        guard let row = row(named: name) else { return false }
        delegate?.hiddenSceneDidSelectRow(id: row.id)
        return true
    }

    /// Acts as the user choosing an item by its row's identity, as a page shown earlier (another
    /// window, a page from before a sync) would.
    public func simulateSelecting(id: String) {
        delegate?.hiddenSceneDidSelectRow(id: id)
    }

    /// The listed row with a name, if any.
    public func row(named name: String) -> HiddenRowViewModel? {
        viewModel?.sections.lazy.flatMap(\.rows).first { $0.name == name }
    }
}

extension CapturingSceneFactory: HiddenSceneFactory {
    public func makeHiddenScene() -> CapturingHiddenScene {
        remember(CapturingHiddenScene())
    }
}
