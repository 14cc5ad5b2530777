import ConbookModuleKit
public import ConbookPeople

/// A People scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingPeopleScene: PeopleScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any PeopleSceneDelegate)?
    /// The people, as shown last.
    public private(set) var viewModel: PeopleViewModel?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any PeopleSceneDelegate) {
        self.delegate = delegate
    }

    /// The last error shown, if any.
    public private(set) var errorMessage: String?

    public func showError(_ message: String) {
        errorMessage = message
    }

    public func show(_ viewModel: PeopleViewModel) {
        self.viewModel = viewModel
    }

    public func simulateSceneDidLoad() {
        delegate?.peopleSceneDidLoad()
    }

    /// The names listed, A–Z, across the letters.
    public var names: [String] {
        viewModel?.sections.flatMap { $0.rows.map(\.name) } ?? []
    }

    /// The row of a name; nil when it is not listed.
    public func row(named name: String) -> PersonRowViewModel? {
        viewModel?.sections.lazy.flatMap(\.rows).first { $0.name == name }
    }

    /// Acts as the user typing a search.
    public func simulateSearching(_ text: String) {
        delegate?.peopleSceneDidChangeSearchText(text)
    }

    /// Acts as the user choosing the person with a name; false when they are not listed.
    @discardableResult
    public func simulateSelecting(named name: String) -> Bool {
        guard viewModel?.sections.contains(where: { $0.rows.contains { $0.name == name } }) == true else { return false }
        delegate?.peopleSceneDidSelectPerson(named: name)
        return true
    }

    /// Acts as the user choosing a person by name whether listed or not, as a list shown earlier
    /// (another window, a list from before a sync) would.
    public func simulateSelectingFromAnEarlierList(named name: String) {
        delegate?.peopleSceneDidSelectPerson(named: name)
    }
}

extension CapturingSceneFactory: PeopleSceneFactory {
    public func makePeopleScene() -> CapturingPeopleScene {
        remember(CapturingPeopleScene())
    }
}
