public import ConbookCore
import ConbookModuleKit
public import ConbookTimetable

/// One day of the schedule as a page: the days as tabs, then a table of rooms × time (a column per
/// room, a row per quarter of an hour, an event a cell spanning its rows and linking to its page)
/// in a wrapper that scrolls sideways on a narrow screen, and the rooms to show as checkboxes.
///
/// The presenter takes rooms by their index in the list it last showed; the form sends those
/// indexes (the rooms chosen first, in their order) and each is checked against that list.
@MainActor
public final class WebTimetableScene: TimetableScene, WebScene {
    private let texts: WebWords<WebTimetableTexts.Key>
    private let notices: WebNotices
    private var delegate: (any TimetableSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: TimetableViewModel?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebTimetableTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any TimetableSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.timetableSceneDidLoad() }
    }

    public func show(_ viewModel: TimetableViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { .page("timetable") }

    public var viewingActions: [String] { ["rooms"] }

    public func appear() {
        if loadGate.appeared() { delegate?.timetableSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        guard let viewModel else {
            return WebPageContent(title: texts(.timetableTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        }
        var body = [
            WebDayTabs.html(days: viewModel.days, selected: viewModel.selectedDayIndex, label: texts(.daysLabel), in: context)
        ]
        if let message = viewModel.emptyMessage {
            body.append(.element(.p, [], [.text(message)]))
        } else if viewModel.columns.isEmpty {
            body.append(.element(.p, [], [.text(texts(.nothingToShow))]))
        } else {
            body.append(.element(.div, [.class("timetable")], [table(viewModel)]))
        }
        if !viewModel.roomNames.isEmpty { body.append(rooms(viewModel, in: context)) }
        return WebPageContent(title: texts(.timetableTitle), body: body)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, let viewModel else { throw .notLoadedYet }
        switch form.action {
        case WebDayTabs.field: delegate.timetableSceneDidSelectDay(at: try WebDayTabs.index(in: form, days: viewModel.days))
        case "rooms":
            var chosen: [Int] = []
            for value in form.values("room") {
                guard let index = Int(value.trimmingSpaces), viewModel.roomNames.indices.contains(index) else {
                    throw .malformedField("room")
                }
                if !chosen.contains(index) { chosen.append(index) }
            }
            delegate.timetableSceneDidChooseRooms(at: chosen)
        default: throw .unknownAction(form.action)
        }
    }

    private func table(_ viewModel: TimetableViewModel) -> HTML {
        let day =
            viewModel.selectedDayIndex.flatMap { viewModel.days.indices.contains($0) ? viewModel.days[$0] : nil }
            ?? texts(.timetableTitle)
        let header = HTML.element(
            .tr, [],
            [.element(.th, [.scope("col")], [.text(texts(.time))])]
                + viewModel.columns.map { .element(.th, [.scope("col")], [.text($0.title)]) })
        let rows = viewModel.slotTimes.indices.map { slot in
            let time: [HTML] =
                slot == viewModel.nowSlot
                ? [
                    .element(.strong, [], [.text(viewModel.slotTimes[slot])]), .text(" "),
                    .element(.span, [.class("muted")], [.text(texts(.now))]),
                ]
                : [.text(viewModel.slotTimes[slot])]
            let cells = viewModel.columns.compactMap { cell(slot: slot, column: $0, in: viewModel) }
            return HTML.element(.tr, [], [.element(.th, [.scope("row")], time)] + cells)
        }
        return .element(
            .table, [],
            [
                .element(.caption, [], [.text(texts(.caption, ["day": day]))]),
                .element(.thead, [], [header]),
                .element(.tbody, [], rows),
            ])
    }

    /// A column's cell in a row: an event starting there, spanning its rows; nothing where an
    /// event above spans it; an empty cell elsewhere.
    private func cell(slot: Int, column: TimetableColumnViewModel, in viewModel: TimetableViewModel) -> HTML? {
        let events = column.eventIndexes.filter { viewModel.events.indices.contains($0) }.map { viewModel.events[$0] }
        if let event = events.first(where: { $0.firstSlot == slot }) {
            let span = max(1, min(event.slotCount, viewModel.slotTimes.count - slot))
            var parts: [HTML] = [.element(.a, [.href(.page("events", event.id)), .class("row-title")], [.text(event.title)])]
            parts += WebScheduleMarks.favourite(event.isFavourite, word: texts(.favouriteMark))
            if event.isClashing { parts.append(.element(.span, [.class("warning")], [.text(texts(.clash))])) }
            parts.append(.element(.p, [.class("row-detail")], [.text(event.timeRange)]))
            parts += WebScheduleMarks.paragraph(event.friends, class: "row-detail favourite")
            return .element(.td, (span > 1 ? [.rowspan(span)] : []) + (event.isFavourite ? [.class("favourite")] : []), parts)
        }
        if events.contains(where: { $0.firstSlot < slot && slot < $0.firstSlot + $0.slotCount }) { return nil }
        return .element(.td, [], [])
    }

    private func rooms(_ viewModel: TimetableViewModel, in context: WebPageContext) -> HTML {
        let chosen = viewModel.chosenRoomIndexes.filter { viewModel.roomNames.indices.contains($0) }
        let order = chosen + viewModel.roomNames.indices.filter { !chosen.contains($0) }
        let boxes = order.map { index in
            let id = "timetable-room-\(index)"
            return HTML.element(
                .div, [],
                [
                    .element(
                        .input,
                        [.type("checkbox"), .id(id), .name("room"), .value("\(index)")]
                            + (chosen.contains(index) ? [.checked] : [])),
                    .element(.label, [.for(id)], [.text(viewModel.roomNames[index])]),
                ])
        }
        return .element(
            .section, [.class("filters")],
            [
                context.form(
                    "rooms",
                    [
                        .element(
                            .fieldset, [],
                            [
                                .element(.legend, [], [.text(texts(.roomsLegend))]),
                                .element(.p, [.class("muted")], [.text(texts(.roomsExplanation))]),
                            ] + boxes),
                        .element(.button, [.type("submit")], [.text(texts(.showRooms))]),
                    ]),
                context.button("rooms", label: texts(.everyRoom)),
            ])
    }
}

extension WebSceneFactory: TimetableSceneFactory {
    public func makeTimetableScene() -> WebTimetableScene {
        WebTimetableScene(language: language, notices: notices)
    }
}
