/// The days of a schedule page (the schedule, the free time, the timetable) as a row of tabs: each
/// day a one-button form posting `day` with the day's index, the day shown marked as the current
/// page. The presenters take a day by its index in the list shown, so the index is checked against
/// that list when the form comes back.
@MainActor
enum WebDayTabs {
    /// The field that carries a day's index.
    static let field = "day"

    /// The days as a `tabs` navigation; nothing when there are none.
    static func html(days: [String], selected: Int?, label: String, in context: WebPageContext) -> HTML {
        guard !days.isEmpty else { return .empty }
        let items = days.enumerated().map { index, day in
            HTML.element(
                .li, [],
                [
                    context.button(
                        field, fields: [(field, "\(index)")], label: day,
                        attributes: index == selected ? [.ariaCurrentPage] : [])
                ])
        }
        return .element(.nav, [.class("tabs"), .ariaLabel(label)], [.element(.ul, [], items)])
    }

    /// The index of the day a form chose, within the days shown.
    static func index(in form: WebForm, days: [String]) throws(WebFormError) -> Int {
        guard !days.isEmpty else { throw .malformedField(field) }
        return try form.number(field, in: 0...(days.count - 1))
    }
}

/// What several schedule pages show alike.
@MainActor
enum WebScheduleMarks {
    /// The favourite star with its word, or nothing.
    static func favourite(_ isFavourite: Bool, word: String) -> [HTML] {
        isFavourite ? [.element(.span, [.class("favourite")], [.text("★ " + word)])] : []
    }

    /// A paragraph of a class, or nothing when there is no text.
    static func paragraph(_ text: String?, class names: String) -> [HTML] {
        guard let text, !text.isEmpty else { return [] }
        return [.element(.p, [.class(names)], [.text(text)])]
    }

    /// Whether a form's field says on (`true`) or off (`false`).
    static func flag(_ name: String, in form: WebForm) throws(WebFormError) -> Bool {
        switch try form.value(name) {
        case "true": true
        case "false": false
        default: throw .malformedField(name)
        }
    }
}

extension WebScheduleMarks {
    /// A button that marks or unmarks an event as a favourite (its label says which), posting
    /// `favourite` with its `id`; the event's title in its accessible name, so that the page's many
    /// such buttons differ.
    static func favouriteButton(id: String, label: String, accessibleLabel: String, in context: WebPageContext) -> HTML {
        context.button("favourite", fields: [("id", id)], label: label, attributes: [.ariaLabel(accessibleLabel)])
    }

    /// A form of one whole number of minutes within a range (posting `action` with `minutes`), with
    /// its label and button; a range up to `Int.max` has no largest number.
    static func minutesForm(
        _ action: String, value: Int, range: ClosedRange<Int>, label: String, button: String, in context: WebPageContext
    ) -> HTML {
        let id = "\(action)-minutes"
        let bounds: [HTMLAttribute] = [.min(range.lowerBound)] + (range.upperBound == Int.max ? [] : [.max(range.upperBound)])
        return context.form(
            action,
            [
                .element(.label, [.for(id)], [.text(label)]),
                .element(
                    .input,
                    [.type("number"), .id(id), .name("minutes"), .value("\(value)"), .inputMode("numeric"), .required]
                        + bounds),
                .element(.button, [.type("submit")], [.text(button)]),
            ])
    }
}
