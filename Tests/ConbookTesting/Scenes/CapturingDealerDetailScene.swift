public import ConbookDealerDetail

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
}

extension CapturingSceneFactory: DealerDetailSceneFactory {
    public func makeDealerDetailScene() -> any DealerDetailScene {
        remember(CapturingDealerDetailScene())
    }
}
