public import ConbookCollectThemAll
import ConbookModuleKit

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
        guard let game = viewModel else { return [style.bold(texts(.gameTitle)), texts(.loading)] }
        var lines = screen.wrapper.wrap(style.bold(game.title)) + screen.wrapper.wrap(style.dim(game.explanation))
        if let obstacle = game.obstacle {
            lines += [""] + screen.wrapper.wrap(obstacle)
            return lines + ["", style.dim(texts(.backReturns))]
        }
        if let shownAddress = game.shownAddress {
            lines += [""] + screen.wrapper.wrap(shownAddress, prefix: "  [1] ")
        }
        if opened { lines += [""] + screen.wrapper.wrap(texts(.gameHandedOver)) }
        return lines + ["", style.dim(texts(.gameHint))]
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleCollectThemAllTexts

    public nonisolated static let place = Texts.Key.placeGame

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleCollectThemAllScene>] = [
        ConsoleSceneCommand(
            words: ["open"],
            help: { texts in [ConsoleCommandHelp(usage: "open", explanation: texts(.helpGameOpen))] }
        ) { scene, line, texts throws(ConsoleCommandError) in
            guard let game = scene.viewModel else { throw .notLoadedYet }
            guard line.arguments.isEmpty || line.arguments == "1" else {
                throw .invalidArguments(command: "open", expected: texts(.expectedNothingOrOne), example: "open")
            }
            guard let address = game.address else {
                throw .nothingToOpen(reason: game.obstacle ?? texts(.gameNotPlayable))
            }
            try scene.open(address)
        }
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
    public func makeCollectThemAllScene() -> ConsoleCollectThemAllScene {
        ConsoleCollectThemAllScene(screen: screen, linkOpener: linkOpener)
    }
}
