import ConbookModuleKit
public import ConbookPersonDetail

/// A person's page that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingPersonDetailScene: PersonDetailScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any PersonDetailSceneDelegate)?
    /// The person, as shown last.
    public private(set) var viewModel: PersonDetailViewModel?
    /// The message shown last when nobody goes by the name.
    public private(set) var unavailableMessage: String?
    /// The error shown last, if any.
    public private(set) var errorMessage: String?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any PersonDetailSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: PersonDetailViewModel) {
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
        delegate?.personDetailSceneDidLoad()
    }

    /// The titles of their events, in order.
    public var eventTitles: [String] {
        viewModel?.events.map(\.title) ?? []
    }

    /// The row of an event by its title; nil when it is not listed.
    public func event(titled title: String) -> PersonEventRowViewModel? {
        viewModel?.events.first { $0.title == title }
    }

    /// Acts as the user choosing the event with a title; false when it is not listed.
    @discardableResult
    public func simulateSelectingEvent(titled title: String) -> Bool {
        guard let event = event(titled: title) else { return false }
        delegate?.personDetailSceneDidSelectEvent(id: event.id)
        return true
    }

    /// Acts as the user choosing an event by its row's identity, as a page shown earlier (another
    /// window, a page from before a sync) would.
    public func simulateSelectingEvent(id: String) {
        delegate?.personDetailSceneDidSelectEvent(id: id)
    }

    /// Acts as the user marking or unmarking the event with a title; false when it is not listed.
    @discardableResult
    public func simulateTogglingFavourite(titled title: String) -> Bool {
        guard let event = event(titled: title) else { return false }
        delegate?.personDetailSceneDidToggleFavourite(id: event.id)
        return true
    }

    /// Acts as the user marking or unmarking an event by its row's identity, as a page shown
    /// earlier (another window, a page from before a sync) would.
    public func simulateTogglingFavourite(id: String) {
        delegate?.personDetailSceneDidToggleFavourite(id: id)
    }

    /// Acts as the user choosing the link with a name; false when there is none.
    @discardableResult
    public func simulateSelectingLink(named name: String) -> Bool {
        guard let index = viewModel?.links.firstIndex(where: { $0.name == name }) else { return false }
        delegate?.personDetailSceneDidSelectLink(at: index)
        return true
    }
}

extension CapturingSceneFactory: PersonDetailSceneFactory {
    public func makePersonDetailScene() -> CapturingPersonDetailScene {
        remember(CapturingPersonDetailScene())
    }
}
