import ConbookCore
import ConbookModuleKit

/// The guide's "My schedule": at `/picks`, what the visitor's browser keeps (the script lists it,
/// or, on the server, sends the browser to the list's address); on a list's page (`/picks/ID,ID`,
/// the Shared picks scene), the list's calendar file and its address to pass on.
@MainActor
struct WebGuidePicksPage {
    let conbook: Conbook
    let isStatic: Bool

    private var words: TextCatalogue<WebGuideTexts.Key> { WebGuideTexts.catalogue(for: conbook.language) }

    /// The page at `/picks`.
    func page() -> WebPageContent {
        WebPageContent(
            title: words(.picksTitle),
            body: [
                .element(.p, [], [.text(words(.picksIntro))]),
                .element(.div, [.id("guide-picks-list")], [.element(.p, [.class("muted")], [.text(words(.picksNone))])]),
            ])
    }

    /// What a list's page shows above the list: its calendar file and its own address.
    func links(for list: String) -> [HTML] {
        let ids = WebGuide.pickedEvents(in: list) ?? []
        let query = ids.map { WebAddress.escapedComponent($0.rawValue) }.joined(separator: ",")
        return [
            .element(.p, [], [.text(words(.picksIntro))]),
            .element(
                .ul, [.class("menu")],
                [
                    .element(
                        .li, [],
                        [
                            .element(
                                .a, [.href(WebGuide.calendarAddress.with(query: [("ids", query)]))],
                                [.text(words(.picksCalendar))])
                        ]
                    ),
                    .element(.li, [], [.element(.a, [.href(WebGuide.picksAddress(of: ids))], [.text(words(.picksShare))])]),
                ]),
        ]
    }
}
