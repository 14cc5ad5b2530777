public import ConbookChanges
import ConbookModuleKit

/// A changes scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingChangesScene: ChangesScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any ChangesSceneDelegate)?
    /// The changes shown last.
    public private(set) var viewModel: ChangesViewModel?
    /// The last error shown, if any.
    public private(set) var errorMessage: String?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any ChangesSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: ChangesViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        errorMessage = message
    }

    public func simulateSceneDidLoad() {
        delegate?.changesSceneDidLoad()
    }

    /// The listed row with a title, if any.
    public func row(titled title: String) -> ChangeRowViewModel? {
        viewModel?.sections.flatMap(\.rows).first { $0.title == title }
    }

    /// The titles of a section's rows.
    public func titles(inSection title: String) -> [String] {
        viewModel?.sections.first { $0.title == title }?.rows.map(\.title) ?? []
    }

    /// Acts as the user choosing the row with a title; false when it is not listed.
    @discardableResult
    public func simulateSelectingChange(titled title: String) -> Bool {
        guard let row = row(titled: title) else { return false }
        delegate?.changesSceneDidSelectRow(id: row.id)
        return true
    }

    /// Acts as the user choosing a row by its identity, as a page shown earlier (another window, a
    /// page from before a sync) would.
    public func simulateSelectingChange(id: String) {
        delegate?.changesSceneDidSelectRow(id: id)
    }
}

extension CapturingSceneFactory: ChangesSceneFactory {
    public func makeChangesScene() -> CapturingChangesScene {
        remember(CapturingChangesScene())
    }
}
