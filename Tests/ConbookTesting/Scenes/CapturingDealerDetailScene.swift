public import ConbookDealerDetail

/// A dealer detail scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingDealerDetailScene: DealerDetailScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any DealerDetailSceneDelegate)?
    /// The dealer shown last (nil once it became unavailable).
    public private(set) var viewModel: DealerDetailViewModel?
    /// The unavailable message shown, if the dealer is gone.
    public private(set) var unavailableMessage: String?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any DealerDetailSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: DealerDetailViewModel) {
        self.viewModel = viewModel
        unavailableMessage = nil
    }

    public func showUnavailable(_ message: String) {
        viewModel = nil
        unavailableMessage = message
    }

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
