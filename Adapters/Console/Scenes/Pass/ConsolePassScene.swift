import ConbookModuleKit
public import ConbookPass

/// The badge pass on the console: whose pass it is, the code drawn in half blocks with a quiet
/// zone (see `ConsoleCodeDrawing` for why it is black on white), and what to do with it; without
/// a pass, why not and what to do. `refresh` fetches it again.
@MainActor
public final class ConsolePassScene: PassScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any PassSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: PassViewModel?

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any PassSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.passSceneDidLoad() }
    }

    public func show(_ viewModel: PassViewModel) {
        self.viewModel = viewModel
    }

    public func appear() {
        if loadGate.appeared() { delegate?.passSceneDidLoad() }
    }

    /// Why there is no pass to show, when there is none (e.g. that a login is needed); nil while
    /// it is being fetched or when it shows. For `conbook pass`, which then fails.
    public var problem: String? { viewModel?.obstacle }

    /// Whether a pass shows.
    public var showsPass: Bool { !(viewModel?.modules.isEmpty ?? true) }

    public func render() -> [String] {
        let style = screen.style
        guard let pass = viewModel else { return [style.bold(texts(.passTitle)), texts(.loading)] }
        var lines = [style.bold(pass.title)]
        if let holder = pass.holder { lines += screen.wrapper.wrap(holder) }
        if let obstacle = pass.obstacle {
            return lines + [""] + screen.wrapper.wrap(obstacle, prefix: "  ")
        }
        if !pass.modules.isEmpty {
            let drawing = ConsoleCodeDrawing(modules: pass.modules, style: style)
            lines += drawing.lines()
            if drawing.width > screen.width {
                lines += screen.wrapper.wrap(texts(.passWiderThanScreen, ["columns": "\(drawing.width)"]))
            }
        }
        if let note = pass.note { lines += screen.wrapper.wrap(style.dim(note)) }
        return lines
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsolePassTexts

    public nonisolated static let place = Texts.Key.placePass

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsolePassScene>] = [
        .plain("refresh", explanation: .helpPassRefresh) { scene throws(ConsoleCommandError) in
            guard let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.passSceneDidAskToRefresh()
        }
    ]
}

extension ConsoleSceneFactory: PassSceneFactory {
    public func makePassScene() -> ConsolePassScene {
        ConsolePassScene(screen: screen)
    }
}
