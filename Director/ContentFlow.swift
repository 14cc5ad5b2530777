import ConbookCore
import ConbookModuleKit

/// Route: the content, as sections. The list in `init` is where a section is registered: the
/// flow that heads it (which names the section and makes its root scene, titled in its module's
/// words); the sections show in that order.
@MainActor
final class ContentFlow {
    private unowned let navigator: any Navigator
    private let sections: [any SectionFlow]
    private let contentLinkFlow: ContentLinkFlow
    /// The authenticated route: Login, then what asked for it.
    let loginFlow: LoginFlow
    /// Opens events (for the menu's timetable too).
    let eventDetailFlow: EventDetailFlow
    /// Whether the sections are shown (after the first download).
    private(set) var isShown = false
    private var pendingAddress: String?
    private let conbook: Conbook

    init(conbook: Conbook, sceneFactory: any SceneFactory, navigator: any Navigator) {
        self.navigator = navigator
        self.conbook = conbook
        let mapDetailFlow = MapDetailFlow(conbook: conbook, sceneFactory: sceneFactory, navigator: navigator)
        let contentLinkFlow = ContentLinkFlow(
            conbook: conbook, webPageFlow: WebPageFlow(sceneFactory: sceneFactory, navigator: navigator, texts: conbook.texts))
        self.contentLinkFlow = contentLinkFlow
        let eventDetailFlow = EventDetailFlow(
            conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, mapDetailFlow: mapDetailFlow,
            contentLinkFlow: contentLinkFlow)
        let dealerDetailFlow = DealerDetailFlow(
            conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, mapDetailFlow: mapDetailFlow,
            contentLinkFlow: contentLinkFlow)
        self.eventDetailFlow = eventDetailFlow
        let personDetailFlow = PersonDetailFlow(
            conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, eventDetailFlow: eventDetailFlow,
            contentLinkFlow: contentLinkFlow)
        eventDetailFlow.opensPeople(personDetailFlow)
        mapDetailFlow.opensDetails(events: eventDetailFlow, dealers: dealerDetailFlow)
        let knowledgeDetailFlow = KnowledgeDetailFlow(
            conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, contentLinkFlow: contentLinkFlow)
        let knowledgeFlow = KnowledgeFlow(
            conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, knowledgeDetailFlow: knowledgeDetailFlow)
        contentLinkFlow.opens(
            events: eventDetailFlow, dealers: dealerDetailFlow, maps: mapDetailFlow, knowledgeEntries: knowledgeDetailFlow,
            knowledgeBase: knowledgeFlow)
        let loginFlow = LoginFlow(conbook: conbook, sceneFactory: sceneFactory, navigator: navigator)
        self.loginFlow = loginFlow
        let messageDetailFlow = MessageDetailFlow(
            conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, contentLinkFlow: contentLinkFlow)
        let newsDetailFlow = NewsDetailFlow(
            conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, contentLinkFlow: contentLinkFlow)
        // The sections, in the order they show; a new one is a line here.
        sections = [
            NewsFlow(
                conbook: conbook, sceneFactory: sceneFactory, eventDetailFlow: eventDetailFlow, newsDetailFlow: newsDetailFlow),
            AnnouncementsFlow(conbook: conbook, sceneFactory: sceneFactory, newsDetailFlow: newsDetailFlow),
            ScheduleFlow(
                conbook: conbook, sceneFactory: sceneFactory, eventDetailFlow: eventDetailFlow,
                personDetailFlow: personDetailFlow),
            ChangesFlow(conbook: conbook, sceneFactory: sceneFactory, eventDetailFlow: eventDetailFlow),
            HiddenFlow(conbook: conbook, sceneFactory: sceneFactory, eventDetailFlow: eventDetailFlow),
            PeopleFlow(conbook: conbook, sceneFactory: sceneFactory, personDetailFlow: personDetailFlow),
            DealersFlow(conbook: conbook, sceneFactory: sceneFactory, dealerDetailFlow: dealerDetailFlow),
            MapsFlow(conbook: conbook, sceneFactory: sceneFactory, mapDetailFlow: mapDetailFlow),
            knowledgeFlow,
            MessagesFlow(
                conbook: conbook, sceneFactory: sceneFactory, messageDetailFlow: messageDetailFlow, loginFlow: loginFlow),
            LostAndFoundFlow(
                conbook: conbook, sceneFactory: sceneFactory, contentLinkFlow: contentLinkFlow, loginFlow: loginFlow),
            ArtistAlleyFlow(
                conbook: conbook, sceneFactory: sceneFactory,
                detailFlow: ArtistAlleyDetailFlow(
                    conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, contentLinkFlow: contentLinkFlow),
                registrationFlow: ArtistAlleyRegistrationFlow(
                    conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, loginFlow: loginFlow)),
        ]
    }

    /// Shows every section, each with a new root scene; the first is selected. A link asked for
    /// before opens on top.
    func showContent() {
        navigator.showSections(
            sections.map {
                Section(name: $0.sectionName, title: $0.sectionTitle, scene: $0.makeRootScene())
            })
        isShown = true
        if let pendingAddress {
            self.pendingAddress = nil
            follow(pendingAddress)
        }
    }

    /// Forgets that the sections are shown: the convention's data is gone until downloaded again
    /// (links asked for meanwhile wait for it).
    func contentCleared() {
        isShown = false
    }

    /// Opens where an address leads on top of the selected section, or once the content shows
    /// (the address is understood then, when the convention is known).
    func follow(_ address: String) {
        guard isShown else {
            pendingAddress = address
            return
        }
        contentLinkFlow.follow(conbook.followLink.destination(ofDeepLink: address), named: "")
    }
}
