public import ConbookDealerDetail
import ConbookModuleKit

/// A dealer detail scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingDealerDetailScene:
    CapturingDetailScene<DealerDetailViewModel, any DealerDetailSceneDelegate>, DealerDetailScene, CapturingScene
{
    public func simulateSceneDidLoad() {
        delegate?.dealerDetailSceneDidLoad()
    }

    /// Acts as the user asking to see the dealer on the map.
    public func simulateSelectingLocation() {
        delegate?.dealerDetailSceneDidSelectLocation()
    }

    /// Acts as the user choosing one of the dealer's links by name; false when it is not listed.
    @discardableResult
    public func simulateSelectingLink(named name: String) -> Bool {
        guard let index = viewModel?.links.firstIndex(where: { $0.name == name }) else { return false }
        delegate?.dealerDetailSceneDidSelectLink(at: index)
        return true
    }
}

extension CapturingSceneFactory: DealerDetailSceneFactory {
    public func makeDealerDetailScene() -> CapturingDealerDetailScene {
        remember(CapturingDealerDetailScene())
    }
}
