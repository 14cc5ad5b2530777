public import ConbookCore
public import ConbookEventDetail
import ConbookModuleKit

/// One event in full as a page: what the console lists of it as a list of facts (its hosts as
/// links to their pages), what can be done with it as buttons (favourite, hide or show again, its
/// room on the map, feedback, its priority among clashing favourites), its texts, and the links of
/// its texts as buttons that tell the presenter which one was chosen.
///
/// Its address is `/events/ID` once the presenter has shown the event; before that (and for an
/// event never shown), `/events`.
@MainActor
public final class WebEventDetailScene: EventDetailScene, WebScene {
    private enum Content {
        case loading
        case event(EventDetailViewModel)
        case unavailable(String)
    }

    private let texts: WebWords<WebEventDetailTexts.Key>
    private let notices: WebNotices
    private var delegate: (any EventDetailSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading
    private var eventID: String?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebEventDetailTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any EventDetailSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.eventDetailSceneDidLoad() }
    }

    public func show(_ viewModel: EventDetailViewModel) {
        content = .event(viewModel)
        if !viewModel.id.isEmpty { eventID = viewModel.id }
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress {
        eventID.map { .page("events", $0) } ?? .page("events")
    }

    public var viewingActions: [String] { ["map", WebLinkChoices.action] }

    public func appear() {
        if loadGate.appeared() { delegate?.eventDetailSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        switch content {
        case .loading:
            WebPageContent(title: texts(.eventTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        case .unavailable(let message):
            WebPageContent(
                title: texts(.eventUnavailable),
                body: [
                    .element(.p, [], [.text(message)]),
                    .element(.p, [], [context.link(texts(.backToSchedule), to: .section("Schedule"))]),
                ])
        case .event(let event):
            WebPageContent(title: event.title, body: body(of: event, in: context))
        }
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard case .event(let event) = content, let delegate else { throw .notLoadedYet }
        switch form.action {
        case "favourite": delegate.eventDetailSceneDidToggleFavourite()
        case "hide": delegate.eventDetailSceneDidHide()
        case "show": delegate.eventDetailSceneDidShowAgain()
        case "map" where event.mapName != nil: delegate.eventDetailSceneDidSelectRoomLocation()
        case "feedback" where event.acceptsFeedback: delegate.eventDetailSceneDidAskForFeedback()
        case "priority" where event.priority != nil:
            switch try form.value("level") {
            case "high": delegate.eventDetailSceneDidSetPriority(high: true)
            case "normal": delegate.eventDetailSceneDidSetPriority(high: false)
            default: throw .malformedField("level")
            }
        case "link" where !event.links.isEmpty:
            let index = try form.number("link", in: 0...(event.links.count - 1))
            guard event.links[index].canOpen else { throw .malformedField("link") }
            delegate.eventDetailSceneDidSelectLink(at: index)
        default: throw .unknownAction(form.action)
        }
    }

    private func body(of event: EventDetailViewModel, in context: WebPageContext) -> [HTML] {
        var body: [HTML] = []
        body += WebScheduleMarks.paragraph(event.subtitle, class: "muted")
        body += WebScheduleMarks.paragraph(event.change, class: "warning")
        body.append(actions(of: event, in: context))
        body.append(facts(of: event, in: context))
        let text = [event.abstract, event.description].compactMap { $0 }
        if !text.isEmpty {
            body.append(
                .element(.section, [], [.element(.h2, [], [.text(texts(.aboutHeading))])] + text.map(context.richText)))
        }
        if !event.links.isEmpty {
            let rows = event.links.enumerated().map { index, link in
                let name: HTML =
                    link.canOpen
                    ? context.button("link", fields: [("link", "\(index)")], label: link.name)
                    : .element(.span, [.class("row-title")], [.text(link.name)])
                return HTML.element(.li, [], [name, .element(.p, [.class("row-detail")], [.text(link.destination)])])
            }
            body.append(
                .element(
                    .section, [],
                    [.element(.h2, [], [.text(texts(.linksHeading))]), .element(.ul, [.class("rows")], rows)]))
        }
        return body
    }

    private func actions(of event: EventDetailViewModel, in context: WebPageContext) -> HTML {
        var buttons = [
            context.button("favourite", label: texts(event.isFavourite ? .unmarkFavourite : .markFavourite)),
            event.hidden == nil ? context.button("hide", label: texts(.hide)) : context.button("show", label: texts(.showAgain)),
        ]
        if event.mapName != nil { buttons.append(context.button("map", label: texts(.showOnMap))) }
        if event.acceptsFeedback { buttons.append(context.button("feedback", label: texts(.giveFeedback))) }
        return .element(.div, [.class("actions")], buttons)
    }

    private func facts(of event: EventDetailViewModel, in context: WebPageContext) -> HTML {
        var facts: [(term: String, value: [HTML])] = [
            (texts(.when), [.text(event.when)]), (texts(.whereHeld), [.text(event.room)]),
        ]
        if let about = event.roomDescription { facts.append((texts(.room), [.text(about)])) }
        if let map = event.mapName { facts.append((texts(.map), [.text(map)])) }
        facts.append((texts(.track), [.text(event.track)]))
        if !event.hostNames.isEmpty {
            let links = event.hostNames.map { context.link($0, to: .page("people", $0)) }
            facts.append((texts(.hosts), Array(links.map { [$0] }.joined(separator: [HTML.text(", ")]))))
        } else if let hosts = event.hosts {
            facts.append((texts(.hosts), [.text(hosts)]))
        }
        if !event.tags.isEmpty { facts.append((texts(.tags), [.text(event.tags.map { "#" + $0 }.joined(separator: " "))])) }
        if let recording = event.recording { facts.append((texts(.recording), [.text(recording)])) }
        if let hidden = event.hidden { facts.append((texts(.visibility), [.text(hidden)])) }
        if !context.isForEveryone {
            facts.append(
                (
                    texts(.favourite),
                    [
                        event.isFavourite
                            ? .element(.span, [.class("favourite")], [.text(texts(.favouriteYes))])
                            : .text(texts(.favouriteNo))
                    ]
                ))
        }
        if let friends = event.friends {
            facts.append((texts(.friends), [.element(.span, [.class("favourite")], [.text(friends)])]))
        }
        if let priority = event.priority {
            let buttons = [("high", texts(.priorityHigh)), ("normal", texts(.priorityNormal))].map {
                context.button("priority", fields: [("level", $0.0)], label: $0.1)
            }
            facts.append((texts(.priority), [.text(priority), .element(.div, [.class("actions")], buttons)]))
        }
        for clash in event.clashes { facts.append((texts(.clash), [.element(.span, [.class("warning")], [.text(clash)])])) }
        if event.acceptsFeedback { facts.append((texts(.feedback), [.text(texts(.feedbackWelcome))])) }
        return .element(
            .dl, [], facts.flatMap { [HTML.element(.dt, [], [.text($0.term)]), HTML.element(.dd, [], $0.value)] })
    }
}

extension WebSceneFactory: EventDetailSceneFactory {
    public func makeEventDetailScene() -> WebEventDetailScene {
        WebEventDetailScene(language: language, notices: notices)
    }
}
