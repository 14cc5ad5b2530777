public import ConbookEventDetail
import ConbookModuleKit

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

    /// Acts as the user asking to give feedback on the event.
    public func simulateAskingForFeedback() {
        delegate?.eventDetailSceneDidAskForFeedback()
    }

    /// Acts as the user setting the event's priority among clashing favourites.
    public func simulateSettingPriority(high: Bool) {
        delegate?.eventDetailSceneDidSetPriority(high: high)
    }

    /// Acts as the user hiding the event.
    public func simulateHiding() {
        delegate?.eventDetailSceneDidHide()
    }

    /// Acts as the user showing the event again.
    public func simulateShowingAgain() {
        delegate?.eventDetailSceneDidShowAgain()
    }

    /// Acts as the user choosing one of the event's hosts by name; false when it is not one.
    @discardableResult
    public func simulateSelectingHost(named name: String) -> Bool {
        guard let index = viewModel?.hostNames.firstIndex(of: name) else { return false }
        delegate?.eventDetailSceneDidSelectHost(at: index)
        return true
    }

    /// Acts as the user choosing a link of the event's texts by name; false when it is not listed.
    @discardableResult
    public func simulateSelectingLink(named name: String) -> Bool {
        guard let index = viewModel?.links.firstIndex(where: { $0.name == name }) else { return false }
        delegate?.eventDetailSceneDidSelectLink(at: index)
        return true
    }
}

extension CapturingSceneFactory: EventDetailSceneFactory {
    public func makeEventDetailScene() -> CapturingEventDetailScene {
        remember(CapturingEventDetailScene())
    }
}
