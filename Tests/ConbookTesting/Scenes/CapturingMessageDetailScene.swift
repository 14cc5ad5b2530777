public import ConbookMessageDetail
import ConbookModuleKit

/// A message detail scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingMessageDetailScene:
    CapturingDetailScene<MessageDetailViewModel, any MessageDetailSceneDelegate>, MessageDetailScene, CapturingScene
{
    /// The errors shown, oldest first.
    public private(set) var errors: [String] = []

    public func showError(_ message: String) {
        errors.append(message)
    }

    public func simulateSceneDidLoad() {
        delegate?.messageDetailSceneDidLoad()
    }

    /// Acts as the user choosing a link of the message by name; false when it is not listed.
    @discardableResult
    public func simulateSelectingLink(named name: String) -> Bool {
        guard let index = viewModel?.links.firstIndex(where: { $0.name == name }) else { return false }
        delegate?.messageDetailSceneDidSelectLink(at: index)
        return true
    }
}

extension CapturingSceneFactory: MessageDetailSceneFactory {
    public func makeMessageDetailScene() -> CapturingMessageDetailScene {
        remember(CapturingMessageDetailScene())
    }
}
