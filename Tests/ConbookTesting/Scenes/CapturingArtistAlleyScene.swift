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
        guard let index = viewModel?.rows.firstIndex(where: { $0.name == name }) else { return false }
        delegate?.artistAlleySceneDidSelectTable(at: index)
        return true
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
