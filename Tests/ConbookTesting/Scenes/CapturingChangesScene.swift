public import ConbookChanges
import ConbookModuleKit

/// A changes scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingChangesScene: ChangesScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any ChangesSceneDelegate)?
    /// The changes shown last.
    public private(set) var viewModel: ChangesViewModel?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any ChangesSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: ChangesViewModel) {
        self.viewModel = viewModel
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
        guard let sections = viewModel?.sections else { return false }
        for (sectionIndex, section) in sections.enumerated() {
            if let rowIndex = section.rows.firstIndex(where: { $0.title == title }) {
                delegate?.changesSceneDidSelectRow(section: sectionIndex, row: rowIndex)
                return true
            }
        }
        return false
    }
}

extension CapturingSceneFactory: ChangesSceneFactory {
    public func makeChangesScene() -> CapturingChangesScene {
        remember(CapturingChangesScene())
    }
}
