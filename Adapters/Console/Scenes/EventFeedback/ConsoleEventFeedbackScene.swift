public import ConbookEventFeedback
import ConbookModuleKit

/// Feedback on an event on the console: right after `feedback` shows it, the session asks for a
/// rating (1 to 5) and a text; then the scene says how it went. After a failure the text is kept:
/// `retry` sends it again, `cancel` gives up.
@MainActor
public final class ConsoleEventFeedbackScene: EventFeedbackScene, ConsoleScene, ConsoleQuestioning {
    private let screen: ConsoleScreen
    private var delegate: (any EventFeedbackSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: EventFeedbackViewModel?
    private var answered = false

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any EventFeedbackSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.eventFeedbackSceneDidLoad() }
    }

    public func show(_ viewModel: EventFeedbackViewModel) {
        self.viewModel = viewModel
    }

    public func appear() {
        if loadGate.appeared() { delegate?.eventFeedbackSceneDidLoad() }
    }

    public var questions: [ConsoleQuestion] {
        guard !answered, case .editing = viewModel?.status else { return [] }
        return [ConsoleQuestion(prompt: texts(.feedbackRatingPrompt)), ConsoleQuestion(prompt: texts(.feedbackTextPrompt))]
    }

    public func answer(_ answers: [String]) {
        guard answers.count == 2 else { return }
        answered = true
        delegate?.eventFeedbackSceneDidSubmit(rating: answers[0], message: answers[1])
    }

    public var isAwaitingOutcome: Bool {
        viewModel?.status == .sending
    }

    public func render() -> [String] {
        let style = screen.style
        guard let feedback = viewModel else { return [style.bold(texts(.feedbackTitle)), texts(.loading)] }
        var lines = screen.wrapper.wrap(style.bold(texts(.feedbackHeading, ["event": feedback.eventTitle])))
        if !feedback.eventDetails.isEmpty { lines += screen.wrapper.wrap(style.dim(feedback.eventDetails)) }
        lines.append("")
        switch feedback.status {
        case .editing(let problem):
            if let problem {
                lines += screen.wrapper.wrap(problem) + ["", style.dim(texts(.feedbackAskAgain))]
            } else {
                lines += screen.wrapper.wrap(texts(.feedbackWaiting))
            }
        case .sending:
            lines.append(texts(.feedbackSending))
        case .sent(let message):
            lines += screen.wrapper.wrap(message) + ["", style.dim(texts(.feedbackBackToEvent))]
        case .failed(let reason):
            lines += screen.wrapper.wrap(reason)
            if let draft = feedback.draft {
                lines += [""] + screen.wrapper.wrap(texts(.feedbackKept, ["draft": draft]), prefix: "  ")
            }
            lines += ["", style.dim(texts(.feedbackRetryHint))]
        case .unavailable(let reason):
            lines += screen.wrapper.wrap(reason) + ["", style.dim(texts(.feedbackBackToEvent))]
        }
        return lines
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleEventFeedbackTexts

    public nonisolated static let place = Texts.Key.placeFeedback

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleEventFeedbackScene>] = [
        .plain("retry", explanation: .helpFeedbackRetry) { scene throws(ConsoleCommandError) in
            guard let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.eventFeedbackSceneDidRetry()
        },
        .plain("cancel", explanation: .helpFeedbackCancel) { scene throws(ConsoleCommandError) in
            guard let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.eventFeedbackSceneDidCancel()
        },
    ]
}

extension ConsoleSceneFactory: EventFeedbackSceneFactory {
    public func makeEventFeedbackScene() -> ConsoleEventFeedbackScene {
        ConsoleEventFeedbackScene(screen: screen)
    }
}
