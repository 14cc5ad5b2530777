public import ConbookArtistAlleyRegistration
public import ConbookCore
import ConbookModuleKit

/// The attendee's own artist alley table on the console: their latest registration and where it
/// stands. `register` asks for a table: the session asks the form's questions (the picture as a
/// file path, read here); `checkout` asks to confirm first (`yes` checks out); `refresh` fetches it
/// again.
@MainActor
public final class ConsoleArtistAlleyRegistrationScene: ArtistAlleyRegistrationScene, ConsoleScene, ConsoleQuestioning {
    private let screen: ConsoleScreen
    private var delegate: (any ArtistAlleyRegistrationSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: ArtistAlleyRegistrationViewModel?
    private let readPicture: (String) -> ArtistAlleyPictureFile

    /// Creates the scene, rendering for a screen; the picture's path is read by `readPicture`
    /// (by default from the file system).
    public init(
        screen: ConsoleScreen, readPicture: @escaping (String) -> ArtistAlleyPictureFile = ConsolePictureFileReader.picture(at:)
    ) {
        self.screen = screen
        self.readPicture = readPicture
    }

    public func setDelegate(_ delegate: any ArtistAlleyRegistrationSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.artistAlleyRegistrationSceneDidLoad() }
    }

    public func show(_ viewModel: ArtistAlleyRegistrationViewModel) {
        self.viewModel = viewModel
    }

    public func appear() {
        if loadGate.appeared() { delegate?.artistAlleyRegistrationSceneDidLoad() }
    }

    public var questions: [ConsoleQuestion] {
        switch viewModel?.step {
        case .fillingIn:
            [
                .alleyDisplayNamePrompt, .alleyDescriptionPrompt, .alleyLocationPrompt, .alleyWebsitePrompt,
                .alleyTelegramPrompt, .alleyPicturePrompt,
            ].map { ConsoleQuestion(prompt: texts($0)) }
        case .confirmingCheckOut:
            [ConsoleQuestion(prompt: texts(.alleyCheckOutQuestion))]
        default:
            []
        }
    }

    public func answer(_ answers: [String]) {
        switch viewModel?.step {
        case .fillingIn where answers.count == 6:
            delegate?.artistAlleyRegistrationSceneDidSubmit(
                ArtistAlleyRequestForm(
                    displayName: answers[0], shortDescription: answers[1], location: answers[2], websiteURL: answers[3],
                    telegramHandle: answers[4], picture: readPicture(answers[5])))
        case .confirmingCheckOut where answers.count == 1:
            let answer = DisplayText.trimmed(answers[0]).lowercased()
            delegate?.artistAlleyRegistrationSceneDidConfirmCheckOut(["yes", "y", "ja", "j"].contains(answer))
        default:
            break
        }
    }

    public func render() -> [String] {
        let style = screen.style
        guard let registration = viewModel else { return [style.bold(texts(.alleyRegistrationTitle)), texts(.loading)] }
        var lines = screen.wrapper.wrap(style.bold(registration.title))
        var facts: [(label: String, value: String)] = []
        if let state = registration.state { facts.append((texts(.alleyRegistrationState), state)) }
        if let table = registration.table { facts.append((texts(.alleyRegistrationTable), table)) }
        if let name = registration.name { facts.append((texts(.alleyRegistrationName), name)) }
        if let description = registration.shortDescription {
            facts.append((texts(.alleyRegistrationDescription), description))
        }
        if !facts.isEmpty { lines += [""] + ConsoleFactList.lines(facts, on: screen) }
        if let message = registration.message { lines += [""] + screen.wrapper.wrap(message) }
        if let outcome = registration.outcome { lines += [""] + screen.wrapper.wrap(outcome) }
        let hint = registration.canCheckOut ? texts(.alleyRegistrationHintCheckOut) : texts(.alleyRegistrationHint)
        return lines + ["", style.dim(hint)]
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleArtistAlleyRegistrationTexts

    public nonisolated static let place = Texts.Key.placeAlleyRegistration

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleArtistAlleyRegistrationScene>] = [
        .plain("register", explanation: .helpAlleyRegister) { scene throws(ConsoleCommandError) in
            guard let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.artistAlleyRegistrationSceneDidAskToRequestTable()
        },
        .plain("checkout", explanation: .helpAlleyCheckOut) { scene throws(ConsoleCommandError) in
            guard let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.artistAlleyRegistrationSceneDidAskToCheckOut()
        },
        .plain("refresh", explanation: .helpAlleyRegistrationRefresh) { scene throws(ConsoleCommandError) in
            guard let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.artistAlleyRegistrationSceneDidAskToRefresh()
        },
    ]
}

extension ConsoleSceneFactory: ArtistAlleyRegistrationSceneFactory {
    public func makeArtistAlleyRegistrationScene() -> ConsoleArtistAlleyRegistrationScene {
        ConsoleArtistAlleyRegistrationScene(screen: screen)
    }
}
