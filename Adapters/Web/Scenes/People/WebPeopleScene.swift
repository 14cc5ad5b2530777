public import ConbookCore
import ConbookModuleKit
public import ConbookPeople

/// The people as a page: how many are listed, a search of names and tag lines, and everyone A–Z
/// a section per letter, each a link to their page (`/people/NAME`, the name being a person's
/// identity) with the line about them and how many events they host.
@MainActor
public final class WebPeopleScene: PeopleScene, WebScene {
    private let texts: WebWords<WebPeopleTexts.Key>
    private let moduleTexts: TextCatalogue<PeopleText>
    private let notices: WebNotices
    private var delegate: (any PeopleSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: PeopleViewModel?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebPeopleTexts.self, language: language)
        moduleTexts = PeopleTexts.catalogue(for: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any PeopleSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.peopleSceneDidLoad() }
    }

    public func show(_ viewModel: PeopleViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { .section("People") }

    public var viewingActions: [String] { ["search"] }

    public func appear() {
        if loadGate.appeared() { delegate?.peopleSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        let title = moduleTexts(.peopleSectionTitle)
        guard let viewModel else { return WebPageContent(title: title, body: [.element(.p, [], [.text(texts(.loading))])]) }
        let top: [HTML] = [.element(.p, [], [.text(viewModel.heading)]), searchForm(viewModel.searchText, in: context)]
        guard !viewModel.sections.isEmpty else {
            return WebPageContent(
                title: title, body: top + [.element(.p, [], [.text(viewModel.emptyMessage ?? texts(.nothingToShow))])])
        }
        let sections = viewModel.sections.map { section in
            HTML.element(
                .section, [],
                [
                    .element(.h2, [], [.text(section.title)]),
                    .element(.ul, [.class("rows")], section.rows.map { .element(.li, [], row($0, in: context)) }),
                ])
        }
        return WebPageContent(title: title, body: top + sections)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, viewModel != nil else { throw .notLoadedYet }
        switch form.action {
        case "search": delegate.peopleSceneDidChangeSearchText(try form.value("query"))
        default: throw .unknownAction(form.action)
        }
    }

    private func searchForm(_ searchText: String, in context: WebPageContext) -> HTML {
        let search = context.form(
            "search", attributes: [.role("search")],
            [
                .element(.label, [.for("people-query")], [.text(texts(.searchLabel))]),
                .element(.input, [.type("search"), .name("query"), .id("people-query"), .value(searchText)]),
                .element(.button, [.type("submit")], [.text(texts(.searchButton))]),
            ])
        guard !searchText.isEmpty else { return search }
        return .element(
            .div, [.class("actions")], [search, context.button("search", fields: [("query", "")], label: texts(.endSearch))])
    }

    private func row(_ row: PersonRowViewModel, in context: WebPageContext) -> [HTML] {
        let detail = ([row.tagLine].compactMap { $0 } + [row.events]).joined(separator: " · ")
        return [
            context.link(row.name, to: .page("people", row.name), attributes: [.class("row-title")]),
            .element(.p, [.class("row-detail")], [.text(detail)]),
        ]
    }
}

extension WebSceneFactory: PeopleSceneFactory {
    public func makePeopleScene() -> WebPeopleScene {
        WebPeopleScene(language: language, notices: notices)
    }
}
