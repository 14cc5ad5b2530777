public import ConbookEventFeedback

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
        return [ConsoleQuestion(prompt: "Rating (1 to 5 stars)"), ConsoleQuestion(prompt: "Your feedback")]
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
        guard let feedback = viewModel else { return [style.bold("Feedback"), "Loading…"] }
        var lines = screen.wrapper.wrap(style.bold("Feedback on \(feedback.eventTitle)"))
        if !feedback.eventDetails.isEmpty { lines += screen.wrapper.wrap(style.dim(feedback.eventDetails)) }
        lines.append("")
        switch feedback.status {
        case .editing(let problem):
            if let problem { lines += screen.wrapper.wrap(problem) + ["", style.dim("`feedback` asks again · `cancel` gives up")] }
            else { lines += screen.wrapper.wrap("Waiting for your rating and your text.") }
        case .sending:
            lines.append("Sending…")
        case .sent(let message):
            lines += screen.wrapper.wrap(message) + ["", style.dim("`back` returns to the event")]
        case .failed(let reason):
            lines += screen.wrapper.wrap(reason)
            if let draft = feedback.draft { lines += [""] + screen.wrapper.wrap("Kept: \(draft)", prefix: "  ") }
            lines += ["", style.dim("`retry` sends it again · `cancel` gives up")]
        case .unavailable(let reason):
            lines += screen.wrapper.wrap(reason) + ["", style.dim("`back` returns to the event")]
        }
        return lines
    }

    public nonisolated static let place = "the feedback page"

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleEventFeedbackScene>] = [
        .plain("retry", explanation: "send the feedback again after a failure") { scene throws(ConsoleCommandError) in
            guard let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.eventFeedbackSceneDidRetry()
        },
        .plain("cancel", explanation: "give up the feedback and go back") { scene throws(ConsoleCommandError) in
            guard let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.eventFeedbackSceneDidCancel()
        },
    ]
}

extension ConsoleSceneFactory: EventFeedbackSceneFactory {
    public func makeEventFeedbackScene() -> any EventFeedbackScene {
        ConsoleEventFeedbackScene(screen: screen)
    }
}
