public import ConbookMapDetail
import ConbookModuleKit

/// A map detail scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingMapDetailScene:
    CapturingDetailScene<MapDetailViewModel, any MapDetailSceneDelegate>, MapDetailScene, CapturingScene
{
    /// The last error shown, if any.
    public private(set) var errorMessage: String?

    public func showError(_ message: String) {
        errorMessage = message
    }

    public func simulateSceneDidLoad() {
        delegate?.mapDetailSceneDidLoad()
    }

    /// What the last tap found, if the user tapped.
    public var tapResult: MapTapViewModel? {
        viewModel?.tapResult
    }

    /// The first row of the tap's result with a title; nil when there is none.
    public func tapResultRow(titled title: String) -> MapTapRowViewModel? {
        tapResult?.sections.lazy.flatMap(\.rows).first { $0.title == title }
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
        guard let row = tapResultRow(titled: title) else { return false }
        delegate?.mapDetailSceneDidSelectTapResult(id: row.id)
        return true
    }

    /// Acts as the user choosing a row of a tap's result by its identity, as a page shown earlier
    /// (another window, a page from before a sync) would.
    public func simulateSelectingTapResult(id: String) {
        delegate?.mapDetailSceneDidSelectTapResult(id: id)
    }
}

extension CapturingSceneFactory: MapDetailSceneFactory {
    public func makeMapDetailScene() -> CapturingMapDetailScene {
        remember(CapturingMapDetailScene())
    }
}
