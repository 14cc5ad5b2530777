public import ConbookCore
import ConbookModuleKit

/// Knows every scene and how they link; decides the first scene; leaves each route to a flow.
///
/// Boot: without stored data the first download (Preload) comes first, after the introduction
/// (Tutorial) asks for it when the source is one to confirm; with data the content (its
/// sections: News, Announcements, Schedule, Changes, Dealers, Maps, Knowledge, Messages) shows at once while
/// a refresh runs in the background (unless the source changes only when asked).
@MainActor
public final class Director {
    private let conbook: Conbook
    /// The person's session: what is shown and how they move (the front end drives it).
    public let session: Session
    private let routes: Routes
    private let tutorialFlow: TutorialFlow
    private let sourceToConfirm: SourceDescription?
    private let refreshesOnStart: Bool
    private let menu: [MenuScene: @MainActor (Int?) -> Void]
    private let sharedPicksFlow: SharedPicksFlow

    /// Creates a Director over the Core and a front end, showing scenes in a session of its own
    /// (another session needs another Director).
    /// - Parameters:
    ///   - conbook: the Core.
    ///   - sceneFactory: makes every scene (the front end's); its `scenes` are the sections and
    ///     the menu.
    ///   - session: where the scenes show, driven by the front end.
    ///   - installation: what About says of the installation (version, data kept, credits); nil
    ///     when the embedder gives none.
    ///   - confirmingFirstDownloadFrom: a source to ask about before the first download, with an
    ///     introduction (a person starting on a live source); nil downloads at once (scripts,
    ///     the bundled demo, `--yes`).
    ///   - refreshingOnStart: whether a start on stored data also syncs in the background; false
    ///     for a source that changes only when asked (the bundled demo, whose one update waits for
    ///     the user's refresh).
    ///   - audience: who the session is for; `.everyone` (a public guide) offers only the sections
    ///     and menu scenes that are not personal (`SceneDeclaration.isPersonal`).
    public init(
        conbook: Conbook, sceneFactory: any SceneFactory, session: Session,
        installation: (any InstallationFacts)? = nil, confirmingFirstDownloadFrom source: SourceDescription? = nil,
        refreshingOnStart: Bool = true, audience: Audience = .attendee
    ) {
        self.conbook = conbook
        self.session = session
        let routes = Routes(
            conbook: conbook, sceneFactory: sceneFactory, navigator: session, installation: installation,
            audience: audience)
        self.routes = routes
        tutorialFlow = TutorialFlow(
            sceneFactory: sceneFactory, navigator: session, preloadFlow: routes.preload, texts: conbook.texts)
        sourceToConfirm = source
        refreshesOnStart = refreshingOnStart
        sharedPicksFlow = SharedPicksFlow(conbook: conbook, sceneFactory: sceneFactory, navigator: session)
        menu = Dictionary(
            uniqueKeysWithValues: type(of: sceneFactory).menuScenes(for: audience).map { ($0, $0.opening(routes)) })
    }

    /// Opens a menu scene (About, Settings, the game, Login…, see `SceneFactory.scenes`) on top of
    /// the selected section, once the content shows, with its argument, if any (e.g. the free
    /// time's shortest gap). Returns false when it opens nothing: before the content shows, or with
    /// an argument the scene does not take (`MenuArgument.accepts(_:)`). Clearing the data in
    /// Settings downloads the convention again at once.
    @discardableResult
    public func show(_ scene: MenuScene, argument: Int? = nil) -> Bool {
        guard routes.content.isShown, let open = menu[scene] else { return false }
        if let argument, scene.argument?.accepts(argument) != true { return false }
        open(argument)
        return true
    }

    /// Opens a friend's picks (read from their share code, see `SharePicksUseCase`) on top of the
    /// selected section, once the content shows; before, nothing.
    public func showSharedPicks(_ picks: SharedPicks) {
        guard routes.content.isShown else { return }
        sharedPicksFlow.showPicks(picks)
    }

    /// Opens where an address leads (a deep link such as
    /// `https://app.eurofurence.org/EF27/Web/Events/{id}`, or a web page) on top of the selected
    /// section, or as soon as the content shows (after the first download). Returns where it
    /// leads as far as known now; a refused address (`ContentLink.refused`: a hostile one, or one
    /// to an event, dealer or entry not found in this convention) opens nothing.
    @discardableResult
    public func open(_ address: String) -> ContentLink {
        let destination = conbook.followLink.destination(ofDeepLink: address)
        if case .refused = destination { return destination }
        routes.content.follow(address)
        return destination
    }

    /// Opens a page by its identity (a bookmark) on top of the selected section, once the content
    /// shows. Returns false when it opens nothing: before the content shows, or for an event,
    /// dealer, person, entry or map the convention does not hold.
    @discardableResult
    public func open(_ page: BookmarkedPage) -> Bool {
        guard routes.content.isShown else { return false }
        switch page {
        case .event(let id):
            guard case .event = conbook.followLink.checked(.event(id)) else { return false }
            routes.eventDetail.showEvent(id)
        case .dealer(let id):
            guard case .dealer = conbook.followLink.checked(.dealer(id)) else { return false }
            routes.dealerDetail.showDealer(id)
        case .knowledgeEntry(let id):
            guard case .knowledgeEntry = conbook.followLink.checked(.knowledgeEntry(id)) else { return false }
            routes.knowledgeDetail.showEntry(id)
        case .person(let name):
            guard conbook.people.page(of: name) != nil else { return false }
            routes.personDetail.showPerson(named: name)
        case .map(let id):
            guard conbook.browseMaps.map(id) != nil else { return false }
            routes.mapDetail.showMap(id)
        }
        return true
    }

    /// Shows the first scene.
    public func start() {
        if conbook.hasContent {
            routes.content.showContent()
            if refreshesOnStart { conbook.refreshConvention.startRefresh() }
        } else if let sourceToConfirm {
            tutorialFlow.showTutorial(for: sourceToConfirm)
        } else {
            routes.preload.showPreload()
        }
    }
}
