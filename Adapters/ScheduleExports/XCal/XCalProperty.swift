/// One property of an xCal component as written: its values (the text of each value element,
/// `<text>`, `<date-time>`, `<cal-address>`…, or the element's own text in Pentabarf's flat form)
/// and its parameters (`tzid`, `cn`…).
struct XCalProperty {
    /// The values, trimmed, in order; one empty value when the element is empty.
    var values: [String] = []
    /// The parameters by lower-case name, their values trimmed.
    var parameters: [String: String] = [:]
    /// The line the property starts on.
    var line = 0

    /// The first value; empty when there is none.
    var value: String { values.first ?? "" }
}
