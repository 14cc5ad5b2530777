public import ConbookMapDetail
import ConbookModuleKit

/// A map detail scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingMapDetailScene:
    CapturingDetailScene<MapDetailViewModel, any MapDetailSceneDelegate>, MapDetailScene, CapturingScene
{
    public func simulateSceneDidLoad() {
        delegate?.mapDetailSceneDidLoad()
    }

    /// What the last tap found, if the user tapped.
    public var tapResult: MapTapViewModel? {
        viewModel?.tapResult
    }

    /// The titles of the rows of a section of the tap's result.
    public func tapResultTitles(inSection title: String) -> [String] {
        tapResult?.sections.first { $0.title == title }?.rows.map(\.title) ?? []
    }

    /// Acts as the user tapping the map at a point of its picture.
    public func simulateTapping(x: Int, y: Int) {
        delegate?.mapDetailSceneDidTap(x: x, y: y)
    }

    /// Acts as the user choosing the first row of the tap's result with a title; false when there is none.
    @discardableResult
    public func simulateSelectingTapResult(titled title: String) -> Bool {
        guard let sections = tapResult?.sections else { return false }
        for (sectionIndex, section) in sections.enumerated() {
            if let rowIndex = section.rows.firstIndex(where: { $0.title == title }) {
                delegate?.mapDetailSceneDidSelectTapResult(section: sectionIndex, row: rowIndex)
                return true
            }
        }
        return false
    }
}

extension CapturingSceneFactory: MapDetailSceneFactory {
    public func makeMapDetailScene() -> CapturingMapDetailScene {
        remember(CapturingMapDetailScene())
    }
}
