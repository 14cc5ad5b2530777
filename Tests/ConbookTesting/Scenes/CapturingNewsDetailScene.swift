import ConbookModuleKit
public import ConbookNewsDetail

/// A news detail scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingNewsDetailScene:
    CapturingDetailScene<NewsDetailViewModel, any NewsDetailSceneDelegate>, NewsDetailScene, CapturingScene
{
    /// The errors shown, oldest first.
    public private(set) var errors: [String] = []

    public func showError(_ message: String) {
        errors.append(message)
    }

    public func simulateSceneDidLoad() {
        delegate?.newsDetailSceneDidLoad()
    }

    /// Acts as the user choosing the link of the text with a name; false when it is not listed.
    @discardableResult
    public func simulateSelectingLink(named name: String) -> Bool {
        guard let index = viewModel?.links.firstIndex(where: { $0.name == name }) else { return false }
        delegate?.newsDetailSceneDidSelectLink(at: index)
        return true
    }
}

extension CapturingSceneFactory: NewsDetailSceneFactory {
    public func makeNewsDetailScene() -> CapturingNewsDetailScene {
        remember(CapturingNewsDetailScene())
    }
}
