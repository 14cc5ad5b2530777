public import ConbookLogin
import ConbookModuleKit

/// Logging in on the console: the page shows the address to open on a line of its own (and hands
/// it to the browser when the console may open links), then asks for the address the browser
/// ended on, or just Enter once the browser says it is done (`cancel` gives up); in a script, the
/// next line is that answer. With `device`, it shows a code to type on another device and waits.
/// Logged in, it shows the account. No token is ever shown.
@MainActor
public final class ConsoleLoginScene: LoginScene, ConsoleScene, ConsoleQuestioning {
    private let screen: ConsoleScreen
    private let linkOpener: (any ConsoleLinkOpener)?
    private var delegate: (any LoginSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: LoginViewModel?
    private var openedAddresses: Set<String> = []
    private var printedCodes: Set<String> = []
    private var browserNote: String?

    /// Creates the scene, rendering for a screen; the login address is handed to the opener, if
    /// one is given.
    public init(screen: ConsoleScreen, linkOpener: (any ConsoleLinkOpener)?) {
        self.screen = screen
        self.linkOpener = linkOpener
    }

    public func setDelegate(_ delegate: any LoginSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.loginSceneDidLoad() }
    }

    public func show(_ viewModel: LoginViewModel) {
        self.viewModel = viewModel
        switch viewModel.status {
        case .openAddress(let step): openInBrowser(step.address)
        case .enterCode(let step): printCode(step)
        default: break
        }
    }

    public func appear() {
        if loadGate.appeared() { delegate?.loginSceneDidLoad() }
    }

    public var questions: [ConsoleQuestion] {
        guard case .openAddress = viewModel?.status else { return [] }
        return [ConsoleQuestion(prompt: texts(.loginPastePrompt))]
    }

    public func answer(_ answers: [String]) {
        guard let answer = answers.first else { return }
        if DisplayText.trimmed(answer) == "cancel" {
            delegate?.loginSceneDidCancel()
        } else {
            delegate?.loginSceneDidPaste(address: answer)
        }
    }

    public var isAwaitingOutcome: Bool {
        switch viewModel?.status {
        case .working?, .enterCode?: true
        default: false
        }
    }

    public func render() -> [String] {
        let style = screen.style
        guard let login = viewModel else { return [style.bold(texts(.loginTitle)), texts(.loading)] }
        var lines = screen.wrapper.wrap(style.bold(login.title)) + screen.wrapper.wrap(style.dim(login.explanation))
        switch login.status {
        case .working(let text):
            lines += ["", text]
        case .openAddress(let step):
            lines += [""] + screen.wrapper.wrap(step.instruction) + [step.address]
            if let browserNote { lines += screen.wrapper.wrap(style.dim(browserNote)) }
            lines += [""] + screen.wrapper.wrap(step.pasteInstruction)
            if let notYet = step.notYet { lines += [""] + screen.wrapper.wrap(notYet) }
        case .enterCode(let step):
            lines += [""] + codeLines(step)
        case .failed(let reason):
            lines += [""] + screen.wrapper.wrap(reason)
            lines += ["", style.dim(texts(.loginRetryHint))]
        case .loggedIn(let account):
            lines += [""] + screen.wrapper.wrap(account.heading) + account.facts.flatMap { screen.wrapper.wrap($0) }
            lines += ["", style.dim(texts(.loginLoggedInHint))]
        case .unavailable(let reason):
            lines += [""] + screen.wrapper.wrap(reason) + ["", style.dim(texts(.loginCancelHint))]
        }
        return lines
    }

    /// Hands an address to the browser once, when the console may; says how that went.
    private func openInBrowser(_ address: String) {
        guard let linkOpener, !openedAddresses.contains(address) else { return }
        openedAddresses.insert(address)
        do {
            try linkOpener.open(address)
            browserNote = texts(.loginOpenedInBrowser)
        } catch {
            browserNote = texts(.loginBrowserNotOpened, ["reason": error.reason])
        }
    }

    /// Prints the device step at once (the page waits for the approval before it is shown again).
    private func printCode(_ step: DeviceStep) {
        guard !printedCodes.contains(step.userCode) else { return }
        printedCodes.insert(step.userCode)
        screen.print(codeLines(step) + [""])
    }

    private func codeLines(_ step: DeviceStep) -> [String] {
        var lines = screen.wrapper.wrap(step.instruction) + [step.address, screen.style.bold(step.userCode)]
        if let complete = step.completeAddress { lines += [complete] }
        return lines
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleLoginTexts

    public nonisolated static let place = Texts.Key.placeLogin

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleLoginScene>] = [
        .plain("device", explanation: .helpLoginDevice) { scene throws(ConsoleCommandError) in
            guard let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.loginSceneDidAskForDeviceLogin()
        },
        .plain("cancel", explanation: .helpLoginCancel) { scene throws(ConsoleCommandError) in
            guard let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.loginSceneDidCancel()
        },
    ]
}

extension ConsoleSceneFactory: LoginSceneFactory {
    public func makeLoginScene() -> ConsoleLoginScene {
        ConsoleLoginScene(screen: screen, linkOpener: opensLoginAddress ? linkOpener : nil)
    }
}
