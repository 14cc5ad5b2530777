public import ConbookCore
public import ConbookModuleKit
public import ConbookSchedule

/// The schedule as a page: the search, the days as tabs, the filters and what can be hidden (folded
/// away), the people a search found (links to their pages), and a page of events grouped by start
/// time, each a link to its own page, with the page turning below.
///
/// The presenter takes days, pages, tracks, rooms and friends by their index in the lists it last
/// showed; the forms send those indexes and each is checked against the lists shown. The toggles
/// send the state asked for (not "toggle"), so that a form posted twice does not undo itself.
@MainActor
public final class WebScheduleScene: ScheduleScene, WebScene {
    private let texts: WebWords<WebScheduleTexts.Key>
    private let notices: WebNotices
    private var delegate: (any ScheduleSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: ScheduleViewModel?
    private var refreshStatus = WebRefreshStatus()

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebScheduleTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any ScheduleSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.scheduleSceneDidLoad() }
    }

    public func show(_ viewModel: ScheduleViewModel) {
        self.viewModel = viewModel
    }

    public func showRefreshStatus(_ status: RefreshStatus) {
        refreshStatus.update(status, notices: notices, language: texts.language)
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { .section("Schedule") }

    public var viewingActions: [String] { ["search", "clear", "track", "room", "language", "host", "day", "page"] }

    public func appear() {
        if loadGate.appeared() { delegate?.scheduleSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        let status = [refreshStatus.html(in: texts.language), context.button("refresh", label: texts(.refresh))]
        guard let viewModel else {
            return WebPageContent(title: texts(.scheduleTitle), body: status + [.element(.p, [], [.text(texts(.loading))])])
        }
        let body =
            status + [
                search(viewModel, in: context),
                WebDayTabs.html(
                    days: viewModel.days, selected: viewModel.selectedDayIndex, label: texts(.daysLabel), in: context),
                filters(viewModel, in: context),
                people(viewModel),
                listing(viewModel, in: context),
            ]
        return WebPageContent(title: texts(.scheduleTitle), body: body)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, let viewModel else { throw .notLoadedYet }
        switch form.action {
        case "refresh": delegate.scheduleSceneDidRequestRefresh()
        case "search": delegate.scheduleSceneDidChangeSearchText(String(try form.value("query").trimmingSpaces))
        case WebDayTabs.field: delegate.scheduleSceneDidSelectDay(at: try WebDayTabs.index(in: form, days: viewModel.days))
        case "page":
            let page = viewModel.page
            // A count that is a lower bound has more pages past it: any later page is asked for.
            let last = page.isCountComplete ? max(1, page.count) : Int.max
            delegate.scheduleSceneDidSelectPage(at: try form.number("number", in: 1...last) - 1)
        case "track": delegate.scheduleSceneDidSelectTrack(at: try Self.choice("track", in: form, of: viewModel.trackNames))
        case "room": delegate.scheduleSceneDidSelectRoom(at: try Self.choice("room", in: form, of: viewModel.roomNames))
        case "friend":
            delegate.scheduleSceneDidSelectFriend(at: try Self.choice("friend", in: form, of: viewModel.friendNames))
        case "language": delegate.scheduleSceneDidFilterByLanguage(try Self.optionalText("language", in: form))
        case "host": delegate.scheduleSceneDidFilterByHost(try Self.optionalText("host", in: form))
        case "favourites": delegate.scheduleSceneDidChangeFavouritesOnly(try WebScheduleMarks.flag("on", in: form))
        case "unrecorded": delegate.scheduleSceneDidChangeUnrecordedOnly(try WebScheduleMarks.flag("on", in: form))
        case "hidden": delegate.scheduleSceneDidChangeIncludesHidden(try WebScheduleMarks.flag("on", in: form))
        case "clear": delegate.scheduleSceneDidClearFilters()
        case "hideTrack": delegate.scheduleSceneDidHideTrack(at: try Self.index("track", in: form, of: viewModel.trackNames))
        case "hideRoom": delegate.scheduleSceneDidHideRoom(at: try Self.index("room", in: form, of: viewModel.roomNames))
        case "hideLanguage":
            guard let code = try Self.optionalText("language", in: form) else { throw .malformedField("language") }
            delegate.scheduleSceneDidHideLanguage(code)
        default: throw .unknownAction(form.action)
        }
    }

    // MARK: - Forms read back

    /// An index of a list a form chose, or nil for the form's "every" choice (an empty value).
    private static func choice(_ name: String, in form: WebForm, of list: [String]) throws(WebFormError) -> Int? {
        guard try !form.value(name).trimmingSpaces.isEmpty else { return nil }
        return try index(name, in: form, of: list)
    }

    /// An index of a list a form chose, within the list shown.
    private static func index(_ name: String, in form: WebForm, of list: [String]) throws(WebFormError) -> Int {
        guard !list.isEmpty else { throw .malformedField(name) }
        return try form.number(name, in: 0...(list.count - 1))
    }

    /// A text a form typed, without spaces at either end; nil when empty.
    private static func optionalText(_ name: String, in form: WebForm) throws(WebFormError) -> String? {
        let text = String(try form.value(name).trimmingSpaces)
        return text.isEmpty ? nil : text
    }

    // MARK: - The page

    private func search(_ viewModel: ScheduleViewModel, in context: WebPageContext) -> HTML {
        let field = "schedule-query"
        let end: [HTML] =
            viewModel.searchText.isEmpty
            ? [] : [context.button("search", fields: [("query", "")], label: texts(.endSearch))]
        return .element(
            .div, [.class("actions")],
            [
                context.form(
                    "search", attributes: [.role("search")],
                    [
                        .element(.label, [.for(field)], [.text(texts(.searchLabel))]),
                        .element(
                            .input, [.type("search"), .id(field), .name("query"), .value(viewModel.searchText)]),
                        .element(.button, [.type("submit")], [.text(texts(.searchButton))]),
                    ])
            ] + end)
    }

    private func filters(_ viewModel: ScheduleViewModel, in context: WebPageContext) -> HTML {
        let isFiltered =
            viewModel.isFavouritesOnly || viewModel.selectedTrackIndex != nil || viewModel.selectedRoomIndex != nil
            || viewModel.language != nil || viewModel.host != nil || viewModel.isUnrecordedOnly
            || viewModel.isIncludingHidden || viewModel.selectedFriendIndex != nil
        var parts: [HTML] = [.element(.summary, [], [.text(texts(.filtersHeading))])]
        if !viewModel.trackNames.isEmpty {
            parts.append(
                choiceForm(
                    "track", label: texts(.trackLabel), every: texts(.everyTrack), names: viewModel.trackNames,
                    selected: viewModel.selectedTrackIndex, in: context))
        }
        if !viewModel.roomNames.isEmpty {
            parts.append(
                choiceForm(
                    "room", label: texts(.roomLabel), every: texts(.everyRoom), names: viewModel.roomNames,
                    selected: viewModel.selectedRoomIndex, in: context))
        }
        if !viewModel.friendNames.isEmpty {
            parts.append(
                choiceForm(
                    "friend", label: texts(.friendLabel), every: texts(.everyFriend), names: viewModel.friendNames,
                    selected: viewModel.selectedFriendIndex, in: context))
        }
        parts.append(textForm("language", label: texts(.languageLabel), value: viewModel.language ?? "", in: context))
        parts.append(textForm("host", label: texts(.hostLabel), value: viewModel.host ?? "", in: context))
        let toggles: [(action: String, label: String, isOn: Bool)] = [
            ("favourites", texts(.favouritesOnly), viewModel.isFavouritesOnly),
            ("unrecorded", texts(.unrecordedOnly), viewModel.isUnrecordedOnly),
            ("hidden", texts(.hiddenToo), viewModel.isIncludingHidden),
        ]
        parts.append(
            .element(
                .div, [.class("actions")],
                toggles.map {
                    context.button(
                        $0.action, fields: [("on", $0.isOn ? "false" : "true")], label: $0.label,
                        attributes: [.ariaPressed($0.isOn)])
                } + [context.button("clear", label: texts(.clearFilters))]))
        if !context.isForEveryone { parts.append(hiding(viewModel, in: context)) }
        return .element(.details, [.class("filters")] + (isFiltered ? [.open] : []), parts)
    }

    private func hiding(_ viewModel: ScheduleViewModel, in context: WebPageContext) -> HTML {
        var parts: [HTML] = [
            .element(.legend, [], [.text(texts(.hideHeading))]),
            .element(.p, [.class("muted")], [.text(texts(.hideExplanation))]),
        ]
        let lists: [(action: String, field: String, label: String, button: String, names: [String])] = [
            ("hideTrack", "track", texts(.hideTrackLabel), texts(.hideTrack), viewModel.trackNames),
            ("hideRoom", "room", texts(.hideRoomLabel), texts(.hideRoom), viewModel.roomNames),
        ]
        for list in lists where !list.names.isEmpty {
            let id = "schedule-\(list.action)"
            let options = list.names.enumerated().map { index, name in
                HTML.element(.option, [.value("\(index)")], [.text(name)])
            }
            parts.append(
                context.form(
                    list.action,
                    [
                        .element(.label, [.for(id)], [.text(list.label)]),
                        .element(.select, [.id(id), .name(list.field), .required], options),
                        .element(.button, [.type("submit")], [.text(list.button)]),
                    ]))
        }
        let languageID = "schedule-hideLanguage"
        parts.append(
            context.form(
                "hideLanguage",
                [
                    .element(.label, [.for(languageID)], [.text(texts(.hideLanguageLabel))]),
                    .element(
                        .input,
                        [.type("text"), .id(languageID), .name("language"), .required, .autocomplete("off"), .maxLength(35)]),
                    .element(.button, [.type("submit")], [.text(texts(.hideLanguage))]),
                ]))
        return .element(.fieldset, [], parts)
    }

    /// A list to choose one of, or every one (an empty value), with its button.
    private func choiceForm(
        _ action: String, label: String, every: String, names: [String], selected: Int?, in context: WebPageContext
    ) -> HTML {
        let id = "schedule-\(action)"
        let options =
            [HTML.element(.option, [.value("")] + (selected == nil ? [.selected] : []), [.text(every)])]
            + names.enumerated().map { index, name in
                HTML.element(.option, [.value("\(index)")] + (selected == index ? [.selected] : []), [.text(name)])
            }
        return context.form(
            action,
            [
                .element(.label, [.for(id)], [.text(label)]),
                .element(.select, [.id(id), .name(action)], options),
                .element(.button, [.type("submit")], [.text(texts(.apply))]),
            ])
    }

    /// A text to filter by (empty: no such filter), with its button.
    private func textForm(_ action: String, label: String, value: String, in context: WebPageContext) -> HTML {
        let id = "schedule-\(action)"
        return context.form(
            action,
            [
                .element(.label, [.for(id)], [.text(label)]),
                .element(.input, [.type("text"), .id(id), .name(action), .value(value), .autocomplete("off")]),
                .element(.button, [.type("submit")], [.text(texts(.apply))]),
            ])
    }

    private func people(_ viewModel: ScheduleViewModel) -> HTML {
        guard !viewModel.people.isEmpty else { return .empty }
        let rows = viewModel.people.map { name in
            HTML.element(.li, [], [.element(.a, [.href(.page("people", name)), .class("row-title")], [.text(name)])])
        }
        return .element(
            .section, [],
            [.element(.h2, [], [.text(texts(.peopleHeading))]), .element(.ul, [.class("rows")], rows)])
    }

    private func listing(_ viewModel: ScheduleViewModel, in context: WebPageContext) -> HTML {
        var parts: [HTML] = [.element(.h2, [], [.text(viewModel.heading)])]
        guard !viewModel.sections.isEmpty else {
            parts.append(.element(.p, [], [.text(viewModel.emptyMessage ?? texts(.nothingToShow))]))
            return .element(.section, [], parts)
        }
        parts += WebScheduleMarks.paragraph(viewModel.page.summary, class: "muted")
        for section in viewModel.sections {
            parts.append(.element(.h3, [], [.text(section.title)]))
            parts.append(.element(.ul, [.class("rows")], section.rows.map { .element(.li, [], row($0)) }))
        }
        parts.append(pages(viewModel.page, in: context))
        return .element(.section, [], parts)
    }

    private func row(_ row: ScheduleEventRowViewModel) -> [HTML] {
        let runs: [HTML] =
            row.highlightedTitle.map { highlighted in
                highlighted.runs.map {
                    $0.isHighlighted ? HTML.element(.mark, [.class("highlight")], [.text($0.text)]) : HTML.text($0.text)
                }
            } ?? [.text(row.title)]
        var parts: [HTML] = [.element(.a, [.href(.page("events", row.id)), .class("row-title")], runs)]
        parts += WebScheduleMarks.favourite(row.isFavourite, word: texts(.favouriteMark))
        if row.isHidden { parts.append(.element(.span, [.class("muted")], [.text(texts(.rowHidden))])) }
        parts += WebScheduleMarks.paragraph(row.subtitle, class: "row-detail")
        parts.append(
            .element(
                .p, [.class("row-detail")],
                [.text([row.timeRange, row.room, row.track].filter { !$0.isEmpty }.joined(separator: " · "))]))
        parts += WebScheduleMarks.paragraph(row.changeMark, class: "warning")
        parts += WebScheduleMarks.paragraph(row.clash, class: "warning")
        parts += WebScheduleMarks.paragraph(row.friends, class: "row-detail favourite")
        parts += WebScheduleMarks.paragraph(row.tags.map { "#" + $0 }.joined(separator: " "), class: "muted")
        return parts
    }

    private func pages(_ page: SchedulePageViewModel, in context: WebPageContext) -> HTML {
        guard page.count > 1 || !page.isCountComplete else { return .empty }
        let pages = page.isCountComplete ? "\(page.count)" : "\(page.count)+"
        var parts: [HTML] = []
        if page.hasPreviousPage {
            parts.append(context.button("page", fields: [("number", "\(page.number - 1)")], label: texts(.previousPage)))
        }
        parts.append(.element(.span, [], [.text(texts(.pageOf, ["page": "\(page.number)", "pages": pages]))]))
        if page.hasNextPage {
            parts.append(context.button("page", fields: [("number", "\(page.number + 1)")], label: texts(.nextPage)))
        }
        let id = "schedule-page"
        let bounds: [HTMLAttribute] = [.min(1)] + (page.isCountComplete ? [.max(page.count)] : [])
        parts.append(
            context.form(
                "page",
                [
                    .element(.label, [.for(id)], [.text(texts(.pageNumberLabel))]),
                    .element(
                        .input,
                        [.type("number"), .id(id), .name("number"), .value("\(page.number)"), .inputMode("numeric"), .required]
                            + bounds),
                    .element(.button, [.type("submit")], [.text(texts(.showPage))]),
                ]))
        return .element(.nav, [.class("pages"), .ariaLabel(texts(.pagesLabel))], parts)
    }
}

extension WebSceneFactory: ScheduleSceneFactory {
    public func makeScheduleScene() -> WebScheduleScene {
        WebScheduleScene(language: language, notices: notices)
    }
}
