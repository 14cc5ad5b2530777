import ConbookModuleKit
public import ConbookWebPage

/// A link outside the convention on the console: what it is and its address, as reference [1].
/// Conbook never fetches it; `open` hands it to the system (a browser, a mail program) when a
/// person is at a terminal that can, and otherwise says to open it yourself.
@MainActor
public final class ConsoleWebPageScene: WebPageScene, ConsoleScene {
    private let screen: ConsoleScreen
    private let linkOpener: (any ConsoleLinkOpener)?
    private var delegate: (any WebPageSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: WebPageViewModel?
    private var openedNote: String?

    /// Creates the scene, rendering for a screen; `open` uses the link opener, if there is one.
    public init(screen: ConsoleScreen, linkOpener: (any ConsoleLinkOpener)?) {
        self.screen = screen
        self.linkOpener = linkOpener
    }

    public func setDelegate(_ delegate: any WebPageSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.webPageSceneDidLoad() }
    }

    public func show(_ viewModel: WebPageViewModel) {
        self.viewModel = viewModel
    }

    public func appear() {
        if loadGate.appeared() { delegate?.webPageSceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        guard let page = viewModel else { return [style.bold(texts(.webPageTitle)), texts(.loading)] }
        var lines = screen.wrapper.wrap(style.bold(page.title))
        lines += screen.wrapper.wrap(style.dim(page.note))
        lines += [""] + screen.wrapper.wrap(page.shownAddress, prefix: "  [1] ")
        if let openedNote { lines += [""] + screen.wrapper.wrap(openedNote) }
        let open = linkOpener == nil ? texts(.webPagePrintHint) : texts(.webPageOpenHint)
        return lines + ["", style.dim(texts(.webPageHint, ["open": open]))]
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleWebPageTexts

    public nonisolated static let place = Texts.Key.placeWebPage

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleWebPageScene>] = [
        ConsoleSceneCommand(
            words: ["open"],
            help: { texts in [ConsoleCommandHelp(usage: "open", explanation: texts(.helpWebPageOpen))] }
        ) { scene, line, texts throws(ConsoleCommandError) in
            guard let page = scene.viewModel else { throw .notLoadedYet }
            if !line.arguments.isEmpty {
                guard let number = Int(line.arguments) else {
                    throw .invalidArguments(command: "open", expected: texts(.expectedNothingOrOne), example: "open")
                }
                guard number == 1 else { throw .webPageHasOneAddress(number: number) }
            }
            try scene.open(page.address)
        }
    ]

    private func open(_ address: String) throws(ConsoleCommandError) {
        guard let linkOpener else { throw .cannotOpenHere(address: address) }
        do {
            try linkOpener.open(address)
            openedNote = texts(.webPageHandedOver, ["address": address])
        } catch {
            throw .openFailed(address: address, reason: error.reason)
        }
    }
}

extension ConsoleSceneFactory: WebPageSceneFactory {
    public func makeWebPageScene() -> ConsoleWebPageScene {
        ConsoleWebPageScene(screen: screen, linkOpener: linkOpener)
    }
}
