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
        guard let (section, row) = position(of: name) else { return false }
        delegate?.hiddenSceneDidShowAgain(section: section, row: row)
        return true
    }

    /// Acts as the user choosing the row with a name; false when it is not listed.
    @discardableResult
    public func simulateSelecting(named name: String) -> Bool {
        guard let (section, row) = position(of: name) else { return false }
        delegate?.hiddenSceneDidSelectRow(section: section, row: row)
        return true
    }

    private func position(of name: String) -> (section: Int, row: Int)? {
        for (sectionIndex, section) in (viewModel?.sections ?? []).enumerated() {
            if let row = section.rows.firstIndex(where: { $0.name == name }) { return (sectionIndex, row) }
        }
        return nil
    }
}

extension CapturingSceneFactory: HiddenSceneFactory {
    public func makeHiddenScene() -> CapturingHiddenScene {
        remember(CapturingHiddenScene())
    }
}
