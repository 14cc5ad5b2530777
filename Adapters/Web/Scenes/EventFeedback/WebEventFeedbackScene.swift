public import ConbookCore
public import ConbookEventFeedback
import ConbookModuleKit

/// Feedback on an event as a page: a form of a rating (1 to 5 stars) and a text while it waits for
/// them, then how the sending went; after a failure the text is kept, to send again or give up.
///
/// Its address is `/events/ID/feedback` once the presenter has shown the event's feedback; before
/// that, `/feedback`.
@MainActor
public final class WebEventFeedbackScene: EventFeedbackScene, WebScene {
    private let texts: WebWords<WebEventFeedbackTexts.Key>
    private let notices: WebNotices
    private var delegate: (any EventFeedbackSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: EventFeedbackViewModel?
    private var eventID: String?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebEventFeedbackTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any EventFeedbackSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.eventFeedbackSceneDidLoad() }
    }

    public func show(_ viewModel: EventFeedbackViewModel) {
        self.viewModel = viewModel
        if !viewModel.eventID.isEmpty { eventID = viewModel.eventID }
    }

    public var address: WebAddress {
        eventID.map { .page("events", $0, "feedback") } ?? .page("feedback")
    }

    public func appear() {
        if loadGate.appeared() { delegate?.eventFeedbackSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        guard let feedback = viewModel else {
            return WebPageContent(title: texts(.feedbackTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        }
        var body = WebScheduleMarks.paragraph(feedback.eventDetails, class: "muted")
        switch feedback.status {
        case .editing(let problem):
            body += WebScheduleMarks.paragraph(problem, class: "warning")
            if problem == nil { body.append(.element(.p, [], [.text(texts(.feedbackWaiting))])) }
            body += [form(in: context), context.button("cancel", label: texts(.cancel))]
        case .sending:
            body.append(.element(.p, [.role("status")], [.text(texts(.sending))]))
        case .sent(let message):
            body += [.element(.p, [.role("status")], [.text(message)])] + backToEvent(in: context)
        case .failed(let reason):
            body.append(.element(.p, [.class("warning")], [.text(reason)]))
            if let draft = feedback.draft { body.append(.element(.p, [], [.text(texts(.kept, ["draft": draft]))])) }
            body.append(
                .element(
                    .div, [.class("actions")],
                    [context.button("retry", label: texts(.retry)), context.button("cancel", label: texts(.cancel))]))
        case .unavailable(let reason):
            body += [.element(.p, [], [.text(reason)])] + backToEvent(in: context)
        }
        return WebPageContent(title: texts(.feedbackHeading, ["event": feedback.eventTitle]), body: body)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, viewModel != nil else { throw .notLoadedYet }
        switch form.action {
        case "submit": delegate.eventFeedbackSceneDidSubmit(rating: try form.value("rating"), message: try form.value("message"))
        case "retry": delegate.eventFeedbackSceneDidRetry()
        case "cancel": delegate.eventFeedbackSceneDidCancel()
        default: throw .unknownAction(form.action)
        }
    }

    private func form(in context: WebPageContext) -> HTML {
        context.form(
            "submit",
            [
                .element(.label, [.for("feedback-rating")], [.text(texts(.ratingLabel))]),
                .element(
                    .input,
                    [
                        .type("number"), .id("feedback-rating"), .name("rating"), .min(1), .max(5), .inputMode("numeric"),
                        .required,
                    ]),
                .element(.label, [.for("feedback-message")], [.text(texts(.messageLabel))]),
                .element(.textarea, [.id("feedback-message"), .name("message"), .rows(6)], []),
                .element(.button, [.type("submit")], [.text(texts(.send))]),
            ])
    }

    private func backToEvent(in context: WebPageContext) -> [HTML] {
        guard let eventID else { return [] }
        return [.element(.p, [], [context.link(texts(.backToEvent), to: .page("events", eventID))])]
    }
}

extension WebSceneFactory: EventFeedbackSceneFactory {
    public func makeEventFeedbackScene() -> WebEventFeedbackScene {
        WebEventFeedbackScene(language: language, notices: notices)
    }
}
