public import ConbookEventDetail

/// An event detail scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingEventDetailScene: EventDetailScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any EventDetailSceneDelegate)?
    /// The event shown last (nil once it became unavailable).
    public private(set) var viewModel: EventDetailViewModel?
    /// The unavailable message shown, if the event is gone.
    public private(set) var unavailableMessage: String?
    /// The error shown last, if any.
    public private(set) var errorMessage: String?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any EventDetailSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: EventDetailViewModel) {
        self.viewModel = viewModel
        unavailableMessage = nil
    }

    public func showUnavailable(_ message: String) {
        viewModel = nil
        unavailableMessage = message
    }

    public func showError(_ message: String) {
        errorMessage = message
    }

    public func simulateSceneDidLoad() {
        delegate?.eventDetailSceneDidLoad()
    }

    /// Acts as the user toggling the favourite mark.
    public func simulateTogglingFavourite() {
        delegate?.eventDetailSceneDidToggleFavourite()
    }

    /// Acts as the user asking to see the event's room on the map.
    public func simulateSelectingRoomLocation() {
        delegate?.eventDetailSceneDidSelectRoomLocation()
    }
}

extension CapturingSceneFactory: EventDetailSceneFactory {
    public func makeEventDetailScene() -> any EventDetailScene {
        remember(CapturingEventDetailScene())
    }
}
