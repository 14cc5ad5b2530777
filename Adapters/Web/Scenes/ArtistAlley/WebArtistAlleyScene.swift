public import ConbookArtistAlley
public import ConbookCore
import ConbookModuleKit

/// The artist alley as a page: how many tables are listed, a search, the tables by number (each
/// opened by a one-button form that posts its identity, as choosing a table is the presenter's
/// to carry out), or why the alley is empty, and a form that opens the person's own registration.
@MainActor
public final class WebArtistAlleyScene: ArtistAlleyScene, WebScene {
    private let texts: WebWords<WebArtistAlleyTexts.Key>
    private let moduleTexts: TextCatalogue<ArtistAlleyText>
    private let notices: WebNotices
    private var delegate: (any ArtistAlleySceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: ArtistAlleyViewModel?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebArtistAlleyTexts.self, language: language)
        moduleTexts = ArtistAlleyTexts.catalogue(for: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any ArtistAlleySceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.artistAlleySceneDidLoad() }
    }

    public func show(_ viewModel: ArtistAlleyViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { .section("ArtistAlley") }

    public var viewingActions: [String] { ["search", "select"] }

    public func appear() {
        if loadGate.appeared() { delegate?.artistAlleySceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        let title = moduleTexts(.alleySectionTitle)
        guard let viewModel else { return WebPageContent(title: title, body: [.element(.p, [], [.text(texts(.loading))])]) }
        var body: [HTML] = [
            .element(.p, [], [.text(viewModel.heading)]),
            searchForm(viewModel.searchText, in: context),
        ]
        if viewModel.rows.isEmpty {
            body.append(.element(.p, [], [.text(viewModel.emptyMessage ?? texts(.nothingToShow))]))
        } else {
            body.append(.element(.ul, [.class("rows")], viewModel.rows.map { .element(.li, [], row($0, in: context)) }))
        }
        body.append(.element(.div, [.class("actions")], [context.button("registration", label: texts(.ownRegistration))]))
        return WebPageContent(title: title, body: body)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, let viewModel else { throw .notLoadedYet }
        switch form.action {
        case "search":
            delegate.artistAlleySceneDidChangeSearchText(try form.value("query"))
        case "select":
            let id = try form.value("id")
            guard viewModel.rows.contains(where: { $0.id == id }) else { throw .malformedField("id") }
            delegate.artistAlleySceneDidSelectTable(id: id)
        case "registration":
            delegate.artistAlleySceneDidAskForOwnRegistration()
        default:
            throw .unknownAction(form.action)
        }
    }

    private func searchForm(_ searchText: String, in context: WebPageContext) -> HTML {
        let search = context.form(
            "search", attributes: [.role("search")],
            [
                .element(.label, [.for("alley-query")], [.text(texts(.searchLabel))]),
                .element(.input, [.type("search"), .name("query"), .id("alley-query"), .value(searchText)]),
                .element(.button, [.type("submit")], [.text(texts(.searchButton))]),
            ])
        guard !searchText.isEmpty else { return search }
        return .element(
            .div, [.class("actions")], [search, context.button("search", fields: [("query", "")], label: texts(.endSearch))])
    }

    private func row(_ row: ArtistAlleyRowViewModel, in context: WebPageContext) -> [HTML] {
        let detail = ([row.table, row.shortDescription].compactMap { $0 }).joined(separator: " · ")
        let open = context.button("select", fields: [("id", row.id)], label: row.name)
        guard !detail.isEmpty else { return [open] }
        return [open, .element(.p, [.class("row-detail")], [.text(detail)])]
    }
}

extension WebSceneFactory: ArtistAlleySceneFactory {
    public func makeArtistAlleyScene() -> WebArtistAlleyScene {
        WebArtistAlleyScene(language: language, notices: notices)
    }
}
