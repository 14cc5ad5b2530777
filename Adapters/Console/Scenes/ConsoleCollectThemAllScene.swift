public import ConbookCollectThemAll

/// The convention's game on the console: what it is, and either why it cannot be played yet or its
/// page as reference [1] with the login token hidden. `open` hands the whole address to the
/// system (a browser) when a person is at a terminal that can; the token is never printed.
@MainActor
public final class ConsoleCollectThemAllScene: CollectThemAllScene, ConsoleScene {
    private let screen: ConsoleScreen
    private let linkOpener: (any ConsoleLinkOpener)?
    private var delegate: (any CollectThemAllSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: CollectThemAllViewModel?
    private var opened = false

    /// Creates the scene, rendering for a screen; `open` uses the link opener, if there is one.
    public init(screen: ConsoleScreen, linkOpener: (any ConsoleLinkOpener)?) {
        self.screen = screen
        self.linkOpener = linkOpener
    }

    public func setDelegate(_ delegate: any CollectThemAllSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.collectThemAllSceneDidLoad() }
    }

    public func show(_ viewModel: CollectThemAllViewModel) {
        if viewModel.address != self.viewModel?.address { opened = false }
        self.viewModel = viewModel
    }

    public func appear() {
        if loadGate.appeared() { delegate?.collectThemAllSceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        guard let game = viewModel else { return [style.bold("Collect them all"), "Loading…"] }
        var lines = screen.wrapper.wrap(style.bold(game.title)) + screen.wrapper.wrap(style.dim(game.explanation))
        if let obstacle = game.obstacle {
            lines += [""] + screen.wrapper.wrap(obstacle)
            return lines + ["", style.dim("`back` returns")]
        }
        if let shownAddress = game.shownAddress {
            lines += [""] + screen.wrapper.wrap(shownAddress, prefix: "  [1] ")
        }
        if opened { lines += [""] + screen.wrapper.wrap("Handed to the system: the game opens in your browser.") }
        return lines + ["", style.dim("`open` opens the game in a browser · `back` returns")]
    }

    public nonisolated static let place = "the game's page"

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleCollectThemAllScene>] = [
        ConsoleSceneCommand(
            words: ["open"],
            help: [ConsoleCommandHelp(usage: "open", explanation: "open the game in a browser (its address is personal)")]
        ) { scene, line throws(ConsoleCommandError) in
            guard let game = scene.viewModel else { throw .notLoadedYet }
            guard line.arguments.isEmpty || line.arguments == "1" else {
                throw .invalidArguments(command: "open", expected: "nothing, or 1", example: "open")
            }
            guard let address = game.address else {
                throw .nothingToOpen(reason: game.obstacle ?? "The game cannot be played yet.")
            }
            try scene.open(address)
        },
    ]

    private func open(_ address: String) throws(ConsoleCommandError) {
        guard let linkOpener else { throw .cannotOpenPersonalPage(reason: nil) }
        do {
            try linkOpener.open(address)
            opened = true
        } catch {
            throw .cannotOpenPersonalPage(reason: error.reason)
        }
    }
}

extension ConsoleSceneFactory: CollectThemAllSceneFactory {
    public func makeCollectThemAllScene() -> any CollectThemAllScene {
        ConsoleCollectThemAllScene(screen: screen, linkOpener: linkOpener)
    }
}
