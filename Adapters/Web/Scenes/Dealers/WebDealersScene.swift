public import ConbookCore
public import ConbookDealers
import ConbookModuleKit

/// The Dealers' Den as a page: how many are listed, a search by name, the categories and the
/// letters as tabs of one-button forms, the page's dealers a section per letter (each a link to
/// its page, `/dealers/ID`) and the pages to turn.
///
/// A category and a letter are posted by their names, found again in the listing shown when the
/// form arrives (a name it no longer has is refused, never another category taken); a page by its
/// number, checked against the page count. A letter chosen shows its page from that letter on,
/// the page's earlier sections left out, as the console does.
@MainActor
public final class WebDealersScene: DealersScene, WebScene {
    private let texts: WebWords<WebDealersTexts.Key>
    private let moduleTexts: TextCatalogue<DealersText>
    private let notices: WebNotices
    private var delegate: (any DealersSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: DealersViewModel?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebDealersTexts.self, language: language)
        moduleTexts = DealersTexts.catalogue(for: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any DealersSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.dealersSceneDidLoad() }
    }

    public func show(_ viewModel: DealersViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { .section("Dealers") }

    public var viewingActions: [String] { ["search", "allCategories", "category", "letter", "wholePage", "page"] }

    public func appear() {
        if loadGate.appeared() { delegate?.dealersSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        let title = moduleTexts(.dealersSectionTitle)
        guard let viewModel else { return WebPageContent(title: title, body: [.element(.p, [], [.text(texts(.loading))])]) }
        var body: [HTML] = [
            .element(.p, [], [.text(viewModel.heading)]),
            searchForm(viewModel.searchText, in: context),
        ]
        body += categories(viewModel.categories, in: context)
        guard !viewModel.sections.isEmpty else {
            return WebPageContent(
                title: title, body: body + [.element(.p, [], [.text(viewModel.emptyMessage ?? texts(.nothingToShow))])])
        }
        let focused = viewModel.focusedSectionIndex.flatMap { viewModel.sections.indices.contains($0) ? $0 : nil }
        body.append(letters(viewModel, focused: focused, in: context))
        if let summary = viewModel.page.summary { body.append(.element(.p, [.class("muted")], [.text(summary)])) }
        if let focused {
            body.append(
                .element(
                    .p, [.class("muted")], [.text(texts(.fromLetter, ["letter": viewModel.sections[focused].title]))]))
        }
        body += viewModel.sections[(focused ?? 0)...].map(section)
        body += pages(viewModel.page, in: context)
        return WebPageContent(title: title, body: body)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, let viewModel else { throw .notLoadedYet }
        switch form.action {
        case "search":
            delegate.dealersSceneDidChangeSearchText(try form.value("query"))
        case "category":
            let name = try form.value("category")
            guard let index = viewModel.categories.firstIndex(where: { $0.name == name }) else {
                throw .malformedField("category")
            }
            delegate.dealersSceneDidToggleCategory(at: index)
        case "allCategories":
            delegate.dealersSceneDidActivateAllCategories()
        case "letter":
            guard let index = viewModel.letters.firstIndex(of: try form.value("letter")) else { throw .malformedField("letter") }
            delegate.dealersSceneDidSelectLetter(at: index)
        case "wholePage":
            delegate.dealersSceneDidSelectLetter(at: nil)
        case "page":
            delegate.dealersSceneDidSelectPage(at: try form.number("page", in: 1...max(1, viewModel.page.count)) - 1)
        default:
            throw .unknownAction(form.action)
        }
    }

    private func searchForm(_ searchText: String, in context: WebPageContext) -> HTML {
        let search = context.form(
            "search", attributes: [.role("search")],
            [
                .element(.label, [.for("dealers-query")], [.text(texts(.searchLabel))]),
                .element(.input, [.type("search"), .name("query"), .id("dealers-query"), .value(searchText)]),
                .element(.button, [.type("submit")], [.text(texts(.searchButton))]),
            ])
        guard !searchText.isEmpty else { return search }
        return .element(
            .div, [.class("actions")], [search, context.button("search", fields: [("query", "")], label: texts(.endSearch))])
    }

    private func categories(_ categories: [DealerCategoryViewModel], in context: WebPageContext) -> [HTML] {
        guard !categories.isEmpty else { return [] }
        var choices = categories.map { category in
            context.button(
                "category", fields: [("category", category.name)], label: category.name,
                attributes: [.ariaPressed(category.isActive)])
        }
        if categories.contains(where: { !$0.isActive }) {
            choices.append(context.button("allCategories", label: texts(.allCategories)))
        }
        return [.element(.nav, [.class("tabs filters"), .ariaLabel(texts(.categoriesLabel))], choices)]
    }

    private func letters(_ viewModel: DealersViewModel, focused: Int?, in context: WebPageContext) -> HTML {
        let current = focused.map { viewModel.sections[$0].title }
        var choices = viewModel.letters.map { letter in
            context.button(
                "letter", fields: [("letter", letter)], label: letter, attributes: letter == current ? [.ariaCurrentPage] : [])
        }
        if focused != nil { choices.append(context.button("wholePage", label: texts(.wholePage))) }
        return .element(.nav, [.class("tabs"), .ariaLabel(texts(.lettersLabel))], choices)
    }

    private func section(_ section: DealersSectionViewModel) -> HTML {
        .element(
            .section, [],
            [
                .element(.h2, [], [.text(section.title)]),
                .element(.ul, [.class("rows")], section.rows.map { .element(.li, [], row($0)) }),
            ])
    }

    private func row(_ row: DealerRowViewModel) -> [HTML] {
        var name: [HTML] = [
            .element(.a, [.href(.page("dealers", row.id)), .class("row-title")], [.text(row.name)])
        ]
        if let alternateName = row.alternateName {
            name.append(.element(.span, [.class("muted")], [.text(" (\(alternateName))")]))
        }
        guard !row.notes.isEmpty else { return name }
        return name + [.element(.p, [.class("row-detail")], [.text(row.notes.joined(separator: " · "))])]
    }

    private func pages(_ page: DealersPageViewModel, in context: WebPageContext) -> [HTML] {
        guard page.count > 1 else { return [] }
        var turns: [HTML] = []
        if page.hasPreviousPage {
            turns.append(context.button("page", fields: [("page", "\(page.number - 1)")], label: texts(.previousPage)))
        }
        turns.append(.element(.span, [], [.text(texts(.pageOf, ["page": "\(page.number)", "pages": "\(page.count)"]))]))
        if page.hasNextPage {
            turns.append(context.button("page", fields: [("page", "\(page.number + 1)")], label: texts(.nextPage)))
        }
        turns.append(
            context.form(
                "page", attributes: [.class("inline")],
                [
                    .element(.label, [.for("dealers-page")], [.text(texts(.pageNumberLabel))]),
                    .element(
                        .input,
                        [
                            .type("number"), .name("page"), .id("dealers-page"), .min(1), .max(page.count),
                            .value("\(page.number)"), .inputMode("numeric"),
                        ]),
                    .element(.button, [.type("submit")], [.text(texts(.showPage))]),
                ]))
        return [.element(.nav, [.class("pages"), .ariaLabel(texts(.pagesLabel))], turns)]
    }
}

extension WebSceneFactory: DealersSceneFactory {
    public func makeDealersScene() -> WebDealersScene {
        WebDealersScene(language: language, notices: notices)
    }
}
