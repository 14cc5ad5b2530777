import ConbookModuleKit
public import ConbookSharedPicks

/// A shared picks scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingSharedPicksScene: SharedPicksScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any SharedPicksSceneDelegate)?
    /// The picks shown last.
    public private(set) var viewModel: SharedPicksViewModel?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any SharedPicksSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: SharedPicksViewModel) {
        self.viewModel = viewModel
    }

    public func simulateSceneDidLoad() {
        delegate?.sharedPicksSceneDidLoad()
    }

    /// The titles of the listed events.
    public var titles: [String] { viewModel?.rows.map(\.title) ?? [] }

    /// Acts as the user choosing `add all`.
    public func simulateAddingAll() {
        delegate?.sharedPicksSceneDidChooseAddAll()
    }

    /// Acts as the user keeping the picks as a friend's list under a name.
    public func simulateKeeping(as name: String) {
        delegate?.sharedPicksSceneDidChooseKeep(asName: name)
    }

    /// Acts as the user adding the event listed with a title; false when it is not listed.
    @discardableResult
    public func simulateAdding(titled title: String) -> Bool {
        guard let row = titles.firstIndex(of: title) else { return false }
        delegate?.sharedPicksSceneDidChooseAdd(row: row)
        return true
    }

    /// Acts as the user removing the event listed with a title; false when it is not listed.
    @discardableResult
    public func simulateRemoving(titled title: String) -> Bool {
        guard let row = titles.firstIndex(of: title) else { return false }
        delegate?.sharedPicksSceneDidChooseRemove(row: row)
        return true
    }
}

extension CapturingSceneFactory: SharedPicksSceneFactory {
    public func makeSharedPicksScene() -> CapturingSharedPicksScene {
        remember(CapturingSharedPicksScene())
    }
}
