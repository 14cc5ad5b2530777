import ConbookCore
import ConbookModuleKit

/// The flows that several others open (an event's page from the Schedule, a map, a link, a
/// person's page…), each made once, when first asked for, with the routes it opens: so that flows
/// that open each other (an event opens its hosts, a host's page opens events) are wired when
/// they are made. Every flow holds the routes unowned; the Director keeps them.
@MainActor
final class Routes {
    let conbook: Conbook
    let sceneFactory: any SceneFactory
    unowned let navigator: any Navigator
    /// What About and Settings say of the installation, if the embedder gave it.
    let installation: (any InstallationFacts)?
    /// Who the session is for: which sections and menu scenes it offers.
    let audience: Audience

    init(
        conbook: Conbook, sceneFactory: any SceneFactory, navigator: any Navigator,
        installation: (any InstallationFacts)?, audience: Audience = .attendee
    ) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.installation = installation
        self.audience = audience
    }

    /// The content, as sections (those `SceneFactory.scenes` declares).
    private(set) lazy var content = ContentFlow(routes: self)
    /// The first download, followed by the content.
    private(set) lazy var preload = PreloadFlow(
        conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, contentFlow: content)
    /// Events' pages, from every list of events.
    private(set) lazy var eventDetail = EventDetailFlow(routes: self)
    /// Dealers' pages.
    private(set) lazy var dealerDetail = DealerDetailFlow(
        conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, mapDetailFlow: mapDetail,
        contentLinkFlow: contentLink)
    /// People's pages (hosts, panellists).
    private(set) lazy var personDetail = PersonDetailFlow(
        conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, eventDetailFlow: eventDetail,
        contentLinkFlow: contentLink)
    /// Maps, focused on a place or not.
    private(set) lazy var mapDetail = MapDetailFlow(routes: self)
    /// Where a link leads: content of the convention, or a web page.
    private(set) lazy var contentLink = ContentLinkFlow(routes: self)
    /// Web pages, mail and phone links.
    private(set) lazy var webPage = WebPageFlow(sceneFactory: sceneFactory, navigator: navigator, texts: conbook.texts)
    /// The knowledge base (a section, and where its links lead).
    private(set) lazy var knowledge = KnowledgeFlow(
        conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, knowledgeDetailFlow: knowledgeDetail)
    /// Knowledge entries.
    private(set) lazy var knowledgeDetail = KnowledgeDetailFlow(
        conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, contentLinkFlow: contentLink)
    /// Login, then what asked for it.
    private(set) lazy var login = LoginFlow(conbook: conbook, sceneFactory: sceneFactory, navigator: navigator)
    /// Private messages.
    private(set) lazy var messageDetail = MessageDetailFlow(
        conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, contentLinkFlow: contentLink)
    /// Announcements.
    private(set) lazy var newsDetail = NewsDetailFlow(
        conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, contentLinkFlow: contentLink)

    /// The convention's data was cleared (in Settings): the content is gone until the download
    /// that starts at once brings it again.
    func contentCleared() {
        content.contentCleared()
        preload.showPreload()
    }
}
