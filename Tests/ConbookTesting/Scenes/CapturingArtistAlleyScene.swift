public import ConbookArtistAlley
import ConbookModuleKit

/// An artist alley scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingArtistAlleyScene: ArtistAlleyScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any ArtistAlleySceneDelegate)?
    /// The alley shown last.
    public private(set) var viewModel: ArtistAlleyViewModel?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any ArtistAlleySceneDelegate) {
        self.delegate = delegate
    }

    /// The last error shown, if any.
    public private(set) var errorMessage: String?

    public func showError(_ message: String) {
        errorMessage = message
    }

    public func show(_ viewModel: ArtistAlleyViewModel) {
        self.viewModel = viewModel
    }

    public func simulateSceneDidLoad() {
        delegate?.artistAlleySceneDidLoad()
    }

    /// The names listed, in display order.
    public var listedNames: [String] {
        viewModel?.rows.map(\.name) ?? []
    }

    /// Acts as the user typing a search.
    public func simulateSearching(for text: String) {
        delegate?.artistAlleySceneDidChangeSearchText(text)
    }

    /// Acts as the user choosing the table of an artist by name; false when it is not listed.
    @discardableResult
    public func simulateSelectingTable(named name: String) -> Bool {
        guard let row = viewModel?.rows.first(where: { $0.name == name }) else { return false }
        delegate?.artistAlleySceneDidSelectTable(id: row.id)
        return true
    }

    /// Acts as the user choosing a table by its row's identity, as a list shown earlier (another
    /// window, a list from before a sync) would.
    public func simulateSelectingTable(id: String) {
        delegate?.artistAlleySceneDidSelectTable(id: id)
    }

    /// Acts as the user asking for their own registration.
    public func simulateAskingForOwnRegistration() {
        delegate?.artistAlleySceneDidAskForOwnRegistration()
    }
}

extension CapturingSceneFactory: ArtistAlleySceneFactory {
    public func makeArtistAlleyScene() -> CapturingArtistAlleyScene {
        remember(CapturingArtistAlleyScene())
    }
}
