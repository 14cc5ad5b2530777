public import ConbookEventDetail

/// An event detail scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingEventDetailScene:
    CapturingDetailScene<EventDetailViewModel, any EventDetailSceneDelegate>, EventDetailScene, CapturingScene
{
    /// The error shown last, if any.
    public private(set) var errorMessage: String?

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
