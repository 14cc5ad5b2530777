import ConbookWeb
import Testing

/// Checks what every scene's page must hold, whatever it shows (`pageFaults`): each form posts to
/// the page's own address with the session's form token, each field a person fills in has a
/// `label`, and each button says what it does. Each fault is a failure of the test.
/// - Parameters:
///   - page: the page, parsed.
///   - address: the scene's own address, e.g. `/settings`.
@MainActor
func assertWellFormedPage(_ page: ParsedPage, address: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for fault in pageFaults(page, address: address) {
        Issue.record("The page at \(address): \(fault)", sourceLocation: sourceLocation)
    }
}

/// What a page lacks of what every page must hold, one text per fault: a form not posted, posted
/// to another address than the page's, or without the form token or an action; a field a person
/// fills in (an `input` that is not hidden or a button, a `select`, a `textarea`) without a
/// `label` (naming it by `for` and its `id`, or around it); a button without text or name.
@MainActor
func pageFaults(_ page: ParsedPage, address: String) -> [String] {
    var faults: [String] = []
    for form in page.forms {
        let named = form.action.map { "the form of “\($0)”" } ?? "a form without an action"
        if form.action?.isEmpty != false { faults.append("a form names no action") }
        if form.method != "post" { faults.append("\(named) is not posted") }
        if form.target != address { faults.append("\(named) posts to \(form.target ?? "nowhere")") }
        if form.fields[WebPageContext.formTokenField] != WebSceneHarness.formToken {
            faults.append("\(named) lacks the form token")
        }
    }
    let namedByFor = Set(page.all("label").compactMap { $0.attributes["for"] })
    for field in fillableFields(in: page.root, insideLabel: false) where !field.insideLabel {
        if field.element.attributes["id"].map(namedByFor.contains) != true {
            faults.append("a <\(field.element.name)> named “\(field.element.attributes["name"] ?? "")” has no label")
        }
    }
    for button in page.all("button") where button.text.isEmpty && button.attributes["aria-label"]?.isEmpty != false {
        faults.append("a button says nothing")
    }
    return faults
}

/// The types of `input` that are no field to fill in: hidden, or a button that says what it does
/// by its value or picture.
private let buttonLikeInputTypes: Set<String> = ["hidden", "submit", "button", "reset", "image"]

/// The fields a person fills in (`input` but hidden and button ones, `select`, `textarea`) inside
/// an element, each with whether a `label` is around it.
private func fillableFields(
    in element: ParsedPage.Element, insideLabel: Bool
) -> [(element: ParsedPage.Element, insideLabel: Bool)] {
    element.children.flatMap { child -> [(element: ParsedPage.Element, insideLabel: Bool)] in
        let isField =
            (child.name == "input" && !buttonLikeInputTypes.contains(child.attributes["type"]?.lowercased() ?? "text"))
            || child.name == "select" || child.name == "textarea"
        let own = isField ? [(element: child, insideLabel: insideLabel)] : []
        return own + fillableFields(in: child, insideLabel: insideLabel || child.name == "label")
    }
}
