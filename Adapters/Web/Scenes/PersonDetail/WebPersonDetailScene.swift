public import ConbookCore
import ConbookModuleKit
public import ConbookPersonDetail

/// A person's page: their name and line, the other names events write for them, their biography,
/// their links (each a form that follows it by its place in the list, checked against the list
/// shown), and their events in schedule order, each a link to its page (`/events/ID`) with a form
/// that marks or unmarks it as a favourite by its identity.
///
/// Its address is `/people/NAME` once the person is shown (the name is a person's identity);
/// before that it is the People section's, `/people`.
@MainActor
public final class WebPersonDetailScene: PersonDetailScene, WebScene {
    private enum Content {
        case loading
        case person(PersonDetailViewModel)
        case unavailable(String)
    }

    private let texts: WebWords<WebPersonDetailTexts.Key>
    private let notices: WebNotices
    private var delegate: (any PersonDetailSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading
    private var name: String?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebPersonDetailTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any PersonDetailSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.personDetailSceneDidLoad() }
    }

    public func show(_ viewModel: PersonDetailViewModel) {
        content = .person(viewModel)
        name = viewModel.name
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { name.map { .page("people", $0) } ?? .section("People") }

    public var viewingActions: [String] { [WebLinkChoices.action] }

    public func appear() {
        if loadGate.appeared() { delegate?.personDetailSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        switch content {
        case .loading:
            return WebPageContent(title: texts(.personTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        case .unavailable(let message):
            return WebPageContent(
                title: texts(.personTitle),
                body: [
                    .element(.p, [], [.text(message)]),
                    .element(.p, [], [context.link(texts(.allPeople), to: .section("People"))]),
                ])
        case .person(let person):
            return WebPageContent(title: person.name, body: body(of: person, in: context))
        }
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, case .person(let person) = content else { throw .notLoadedYet }
        switch form.action {
        case "favourite":
            let id = try form.value("id")
            guard person.events.contains(where: { $0.id == id }) else { throw .malformedField("id") }
            delegate.personDetailSceneDidToggleFavourite(id: id)
        case WebLinkChoices.action:
            let index = try WebLinkChoices.index(in: form, of: person.links)
            delegate.personDetailSceneDidSelectLink(at: index)
        default:
            throw .unknownAction(form.action)
        }
    }

    private func body(of person: PersonDetailViewModel, in context: WebPageContext) -> [HTML] {
        var body: [HTML] = []
        if let tagLine = person.tagLine { body.append(.element(.p, [], [.text(tagLine)])) }
        if !person.otherNames.isEmpty {
            body.append(
                .element(
                    .p, [.class("muted")],
                    [.text(texts(.personAlsoWritten, ["names": person.otherNames.joined(separator: " · ")]))]))
        }
        if let biography = person.biography, !biography.blocks.isEmpty {
            body.append(section(texts(.personAbout), [context.richText(biography)]))
        }
        if !person.links.isEmpty { body.append(section(texts(.personLinks), [WebLinkChoices.rows(person.links, in: context)])) }
        var events: [HTML] = []
        if let message = person.noEventsMessage { events.append(.element(.p, [], [.text(message)])) }
        if !person.events.isEmpty {
            events.append(.element(.ul, [.class("rows")], person.events.map { .element(.li, [], row($0, in: context)) }))
        }
        body.append(section(person.eventsHeading, events))
        return body
    }

    private func section(_ heading: String, _ content: [HTML]) -> HTML {
        .element(.section, [], [.element(.h2, [], [.text(heading)])] + content)
    }

    private func row(_ row: PersonEventRowViewModel, in context: WebPageContext) -> [HTML] {
        var html: [HTML] = [context.link(row.title, to: .page("events", row.id), attributes: [.class("row-title")])]
        if row.isFavourite { html.append(.element(.span, [.class("favourite")], [.text("★ " + texts(.favouriteMark))])) }
        html.append(.element(.p, [.class("row-detail")], [.text("\(row.when) · \(row.room)")]))
        if !row.notes.isEmpty { html.append(.element(.p, [.class("row-detail")], [.text(row.notes.joined(separator: " · "))])) }
        let label = row.isFavourite ? texts(.removeFavouriteShort) : texts(.addFavouriteShort)
        let spoken = texts(row.isFavourite ? .removeFavourite : .addFavourite, ["title": row.title])
        html.append(
            context.button(
                "favourite", fields: [("id", row.id)], label: label,
                attributes: [.ariaLabel(spoken)]))
        return html
    }
}

extension WebSceneFactory: PersonDetailSceneFactory {
    public func makePersonDetailScene() -> WebPersonDetailScene {
        WebPersonDetailScene(language: language, notices: notices)
    }
}
