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
}

extension CapturingSceneFactory: NewsDetailSceneFactory {
    public func makeNewsDetailScene() -> any NewsDetailScene {
        remember(CapturingNewsDetailScene())
    }
}
