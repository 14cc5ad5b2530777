import ConbookCore
import ConbookDirector
import ConbookModuleKit

/// A static copy's What's on (`/now/`): a page written once cannot know when it is read, so the
/// script lists what runs at the visitor's moment, from the guide's index (each event's start and
/// end), by the Core's rule (running: started and not ended; upcoming: starting within
/// `SeeRunningAndUpcomingEventsUseCase.upcomingWindow`). Without JavaScript, the page says where to
/// look instead. The served guide's What's on is the scene's, written at each request.
@MainActor
struct WebGuideNowPage {
    let conbook: Conbook

    /// The page.
    func page() -> WebPageContent {
        let words = WebGuideTexts.catalogue(for: conbook.language)
        let window = SeeRunningAndUpcomingEventsUseCase.upcomingWindow.components.seconds
        return WebPageContent(
            title: WebPageFrame.name(of: .whatsOn, in: WebTexts.catalogue(for: conbook.language)),
            body: [
                .element(.noscript, [], [.element(.p, [], [.text(words(.nowNoScript))])]),
                .element(.div, [.id("guide-now"), .data("upcoming-seconds", String(window)), .ariaLive("polite")], []),
            ])
    }
}
