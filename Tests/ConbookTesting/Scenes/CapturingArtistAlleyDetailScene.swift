public import ConbookArtistAlleyDetail
import ConbookModuleKit

/// An artist alley table scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingArtistAlleyDetailScene:
    CapturingDetailScene<ArtistAlleyDetailViewModel, any ArtistAlleyDetailSceneDelegate>, ArtistAlleyDetailScene,
    CapturingScene
{
    public func simulateSceneDidLoad() {
        delegate?.artistAlleyDetailSceneDidLoad()
    }

    /// Acts as the user choosing one of the table's links by name; false when it is not listed.
    @discardableResult
    public func simulateSelectingLink(named name: String) -> Bool {
        guard let index = viewModel?.links.firstIndex(where: { $0.name == name }) else { return false }
        delegate?.artistAlleyDetailSceneDidSelectLink(at: index)
        return true
    }
}

extension CapturingSceneFactory: ArtistAlleyDetailSceneFactory {
    public func makeArtistAlleyDetailScene() -> CapturingArtistAlleyDetailScene {
        remember(CapturingArtistAlleyDetailScene())
    }
}
