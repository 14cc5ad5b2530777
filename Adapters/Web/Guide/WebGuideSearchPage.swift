import ConbookCore
import ConbookModuleKit

/// A static copy's search (`/search/`): the script reads the guide's index and lists what matches,
/// at most `WebGuideFiles.maximumResults`; without JavaScript, the page says where to look instead.
@MainActor
struct WebGuideSearchPage {
    let conbook: Conbook

    /// The page.
    func page() -> WebPageContent {
        let words = WebGuideTexts.catalogue(for: conbook.language)
        return WebPageContent(
            title: words(.searchTitle),
            body: [
                .element(.noscript, [], [.element(.p, [], [.text(words(.searchNoScript))])]),
                .element(.div, [.id("guide-results"), .ariaLive("polite")], []),
            ])
    }
}
