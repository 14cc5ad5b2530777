import ConbookModuleKit

/// The links of a detail page (an announcement, a message, a knowledge entry, a dealer, a person,
/// an artist-alley table) as a section of their own: each link Conbook follows is a form that posts its index in the view model's links
/// (the presenter takes an index), with where it leads; one Conbook refuses shows as text with
/// why.
@MainActor
enum WebLinkChoices {
    /// The action of a link's form.
    static let action = "link"
    /// The field that carries the link's index.
    static let indexField = "index"

    /// The section of the links under a heading; nothing when there are none.
    static func section(_ links: [LinkViewModel], heading: String, in context: WebPageContext) -> HTML {
        guard !links.isEmpty else { return .empty }
        return .element(.section, [], [.element(.h2, [], [.text(heading)]), rows(links, in: context)])
    }

    /// The links as a list, for a page that heads them itself.
    static func rows(_ links: [LinkViewModel], in context: WebPageContext) -> HTML {
        let rows = links.enumerated().map { index, link in
            let choice =
                link.canOpen
                ? context.button(action, fields: [(indexField, "\(index)")], label: link.name, attributes: [.class("row-title")])
                : HTML.element(.span, [.class("row-title")], [.text(link.name)])
            return HTML.element(
                .li, [],
                [choice, .element(.p, [.class(link.canOpen ? "row-detail" : "row-detail muted")], [.text(link.destination)])])
        }
        return .element(.ul, [.class("rows")], rows)
    }

    /// The index of the link a form chose: one of `links` that Conbook follows.
    static func index(in form: WebForm, of links: [LinkViewModel]) throws(WebFormError) -> Int {
        guard !links.isEmpty else { throw .malformedField(indexField) }
        let index = try form.number(indexField, in: 0...links.count - 1)
        guard links[index].canOpen else { throw .malformedField(indexField) }
        return index
    }
}
