import ConbookModuleKit
public import ConbookWhatsOn

/// A What's on scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingWhatsOnScene: WhatsOnScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any WhatsOnSceneDelegate)?
    /// What was shown last.
    public private(set) var viewModel: WhatsOnViewModel?
    /// The error shown last, if any.
    public private(set) var errorMessage: String?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any WhatsOnSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: WhatsOnViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        errorMessage = message
    }

    public func simulateSceneDidLoad() {
        delegate?.whatsOnSceneDidLoad()
    }

    /// The titles listed in each section, section by section.
    public var listedTitles: [[String]] {
        viewModel?.sections.map { $0.rows.map(\.title) } ?? []
    }

    /// The row of the event with a title, if listed.
    public func row(titled title: String) -> WhatsOnRowViewModel? {
        viewModel?.sections.lazy.flatMap(\.rows).first { $0.title == title }
    }

    /// Acts as the user asking for what starts within so many minutes.
    public func simulateChangingWindow(minutes: Int) {
        delegate?.whatsOnSceneDidChangeWindow(minutes: minutes)
    }

    /// Acts as the user choosing a listed event by title; false when it is not listed.
    @discardableResult
    public func simulateSelectingEvent(titled title: String) -> Bool {
        guard let row = row(titled: title) else { return false }
        delegate?.whatsOnSceneDidSelectEvent(id: row.id)
        return true
    }

    /// Acts as the user choosing an event by its row's identity, as a page shown earlier would.
    public func simulateSelectingEvent(id: String) {
        delegate?.whatsOnSceneDidSelectEvent(id: id)
    }

    /// Acts as the user marking or unmarking a listed event as a favourite; false when it is not listed.
    @discardableResult
    public func simulateTogglingFavourite(titled title: String) -> Bool {
        guard let row = row(titled: title) else { return false }
        delegate?.whatsOnSceneDidToggleFavourite(id: row.id)
        return true
    }
}

extension CapturingSceneFactory: WhatsOnSceneFactory {
    public func makeWhatsOnScene() -> CapturingWhatsOnScene {
        remember(CapturingWhatsOnScene())
    }
}
