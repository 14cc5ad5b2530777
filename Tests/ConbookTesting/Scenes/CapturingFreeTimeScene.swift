public import ConbookFreeTime
import ConbookModuleKit

/// A free-time scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingFreeTimeScene: FreeTimeScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any FreeTimeSceneDelegate)?
    /// The free time shown last.
    public private(set) var viewModel: FreeTimeViewModel?
    /// The error shown last, if any.
    public private(set) var errorMessage: String?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any FreeTimeSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: FreeTimeViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        errorMessage = message
    }

    public func simulateSceneDidLoad() {
        delegate?.freeTimeSceneDidLoad()
    }

    /// The titles of the events that fit in each gap shown, gap by gap.
    public var fittingTitles: [[String]] {
        viewModel?.gaps.map { $0.rows.map(\.title) } ?? []
    }

    /// Acts as the user picking a day of `days`.
    public func simulateSelectingDay(at index: Int) {
        delegate?.freeTimeSceneDidSelectDay(at: index)
    }

    /// Acts as the user asking for gaps of at least so many minutes.
    public func simulateChangingMinimum(minutes: Int) {
        delegate?.freeTimeSceneDidChangeMinimum(minutes: minutes)
    }

    /// Acts as the user choosing the fitting event with a title; false when it is not listed.
    @discardableResult
    public func simulateSelectingEvent(titled title: String) -> Bool {
        guard let row = row(titled: title) else { return false }
        delegate?.freeTimeSceneDidSelectEvent(id: row.id)
        return true
    }

    /// Acts as the user choosing an event by its row's identity, as a page shown earlier (another
    /// window, a page from before a sync) would.
    public func simulateSelectingEvent(id: String) {
        delegate?.freeTimeSceneDidSelectEvent(id: id)
    }

    /// Acts as the user marking the fitting event with a title as a favourite; false when it is not listed.
    @discardableResult
    public func simulateTogglingFavourite(titled title: String) -> Bool {
        guard let row = row(titled: title) else { return false }
        delegate?.freeTimeSceneDidToggleFavourite(id: row.id)
        return true
    }

    /// Acts as the user marking an event as a favourite by its row's identity, as a page shown
    /// earlier (another window, a page from before a sync) would.
    public func simulateTogglingFavourite(id: String) {
        delegate?.freeTimeSceneDidToggleFavourite(id: id)
    }

    /// The fitting event with a title, in the first gap that lists it; nil when none does.
    public func row(titled title: String) -> FreeTimeEventRowViewModel? {
        viewModel?.gaps.lazy.flatMap(\.rows).first { $0.title == title }
    }
}

extension CapturingSceneFactory: FreeTimeSceneFactory {
    public func makeFreeTimeScene() -> CapturingFreeTimeScene {
        remember(CapturingFreeTimeScene())
    }
}
