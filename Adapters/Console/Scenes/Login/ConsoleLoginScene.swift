public import ConbookLogin
import ConbookModuleKit

/// Logging in on the console: right after `login` shows it, the session asks for the registration
/// number, the username and the password (not shown as typed; hidden in a transcript), then the
/// scene says how it went. The password is handed on at once and never kept or printed.
@MainActor
public final class ConsoleLoginScene: LoginScene, ConsoleScene, ConsoleQuestioning {
    private let screen: ConsoleScreen
    private var delegate: (any LoginSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: LoginViewModel?
    private var answered = false

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any LoginSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.loginSceneDidLoad() }
    }

    public func show(_ viewModel: LoginViewModel) {
        self.viewModel = viewModel
    }

    public func appear() {
        if loadGate.appeared() { delegate?.loginSceneDidLoad() }
    }

    public var questions: [ConsoleQuestion] {
        guard !answered, viewModel?.status == .waiting else { return [] }
        return [
            ConsoleQuestion(prompt: texts(.loginRegistrationPrompt)), ConsoleQuestion(prompt: texts(.loginUsernamePrompt)),
            ConsoleQuestion(prompt: texts(.loginPasswordPrompt), isSecret: true),
        ]
    }

    public func answer(_ answers: [String]) {
        guard answers.count == 3 else { return }
        answered = true
        delegate?.loginSceneDidSubmit(registrationNumber: answers[0], username: answers[1], password: answers[2])
    }

    public var isAwaitingOutcome: Bool {
        viewModel?.status == .loggingIn
    }

    public func render() -> [String] {
        let style = screen.style
        guard let login = viewModel else { return [style.bold(texts(.loginTitle)), texts(.loading)] }
        var lines = screen.wrapper.wrap(style.bold(login.title)) + screen.wrapper.wrap(style.dim(login.explanation))
        switch login.status {
        case .waiting:
            lines += [""] + screen.wrapper.wrap(texts(.loginWaiting))
        case .loggingIn:
            lines += ["", texts(.loginLoggingIn)]
        case .failed(let reason):
            lines += [""] + screen.wrapper.wrap(reason)
            lines += ["", style.dim(texts(.loginRetryHint))]
        case .loggedIn(let message):
            lines += [""] + screen.wrapper.wrap(message) + ["", style.dim(texts(.loginLoggedInHint))]
        case .unavailable(let reason):
            lines += [""] + screen.wrapper.wrap(reason) + ["", style.dim(texts(.loginCancelHint))]
        }
        return lines
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleLoginTexts

    public nonisolated static let place = Texts.Key.placeLogin

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleLoginScene>] = [
        .plain("cancel", explanation: .helpLoginCancel) { scene throws(ConsoleCommandError) in
            guard let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.loginSceneDidCancel()
        }
    ]
}

extension ConsoleSceneFactory: LoginSceneFactory {
    public func makeLoginScene() -> ConsoleLoginScene {
        ConsoleLoginScene(screen: screen)
    }
}
