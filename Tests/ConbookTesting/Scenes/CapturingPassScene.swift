import ConbookModuleKit
public import ConbookPass

/// A badge pass scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingPassScene: PassScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any PassSceneDelegate)?
    /// What was shown last.
    public private(set) var viewModel: PassViewModel?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any PassSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: PassViewModel) {
        self.viewModel = viewModel
    }

    public func simulateSceneDidLoad() {
        delegate?.passSceneDidLoad()
    }

    /// The code shown, as rows of text, `X` for a dark module; empty when none shows.
    public var picture: [String] {
        viewModel?.modules.map { row in String(row.map { $0 ? "X" : "." }) } ?? []
    }

    /// Acts as the user asking to log in.
    public func simulateAskingToLogIn() {
        delegate?.passSceneDidAskToLogIn()
    }

    /// Acts as the user asking to fetch the pass again.
    public func simulateRefreshing() {
        delegate?.passSceneDidAskToRefresh()
    }
}

extension CapturingSceneFactory: PassSceneFactory {
    public func makePassScene() -> CapturingPassScene {
        remember(CapturingPassScene())
    }
}
