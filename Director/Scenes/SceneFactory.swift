public import ConbookAbout
public import ConbookAnnouncements
public import ConbookArtistAlley
public import ConbookArtistAlleyDetail
public import ConbookArtistAlleyRegistration
public import ConbookChanges
public import ConbookCollectThemAll
import ConbookCore
public import ConbookDealerDetail
public import ConbookDealers
public import ConbookEventDetail
public import ConbookEventFeedback
public import ConbookFreeTime
public import ConbookHidden
public import ConbookKnowledge
public import ConbookKnowledgeDetail
public import ConbookKnowledgeGroup
public import ConbookLogin
public import ConbookLostAndFound
public import ConbookMapDetail
public import ConbookMaps
public import ConbookMessageDetail
public import ConbookMessages
public import ConbookModuleKit
public import ConbookNews
public import ConbookNewsDetail
public import ConbookPass
public import ConbookPeople
public import ConbookPersonDetail
public import ConbookPreload
public import ConbookSchedule
public import ConbookSettings
public import ConbookSharedPicks
public import ConbookTimetable
public import ConbookTutorial
public import ConbookWebPage
public import ConbookWhatsOn

/// Port of the Director: a front end (the console, a test's capturing scenes) makes every scene the
/// Director shows. Each module declares its own factory; a front end implements each one in the
/// file of its scene and declares itself a `SceneFactory` once.
///
/// This file is where a new scene is declared, once: its module's factory below, and its entry in
/// `scenes` (its kind, how it is reached, and for a section or a menu scene the flow that shows
/// it); a menu scene's word, argument and summary are its `MenuScene`, at the end of the file.
public protocol SceneFactory: PreloadSceneFactory, NewsSceneFactory, ScheduleSceneFactory, EventDetailSceneFactory,
    ChangesSceneFactory, DealersSceneFactory, DealerDetailSceneFactory, MapsSceneFactory, MapDetailSceneFactory,
    AnnouncementsSceneFactory, NewsDetailSceneFactory, KnowledgeSceneFactory, KnowledgeGroupSceneFactory,
    KnowledgeDetailSceneFactory, WebPageSceneFactory, AboutSceneFactory, TutorialSceneFactory, SettingsSceneFactory,
    CollectThemAllSceneFactory, LoginSceneFactory, MessagesSceneFactory, MessageDetailSceneFactory,
    EventFeedbackSceneFactory, TimetableSceneFactory, PassSceneFactory, LostAndFoundSceneFactory,
    ArtistAlleySceneFactory, ArtistAlleyDetailSceneFactory, ArtistAlleyRegistrationSceneFactory, HiddenSceneFactory,
    SharedPicksSceneFactory, FreeTimeSceneFactory, PeopleSceneFactory, PersonDetailSceneFactory, WhatsOnSceneFactory
{}

extension SceneFactory {
    /// Every kind of scene the factory makes, with how it is reached, in the order a front end
    /// lists them (the sections show in this order, and so does the menu): the sections' scenes and
    /// what opens from them, the menu's, those shown on the way.
    public nonisolated static var scenes: [SceneDeclaration] {
        [
            .section(NewsSceneKind.self, name: "News", personal: true) {
                NewsFlow(
                    conbook: $0.conbook, sceneFactory: $0.sceneFactory, eventDetailFlow: $0.eventDetail,
                    newsDetailFlow: $0.newsDetail)
            },
            .section(AnnouncementsSceneKind.self, name: "Announcements") {
                AnnouncementsFlow(conbook: $0.conbook, sceneFactory: $0.sceneFactory, newsDetailFlow: $0.newsDetail)
            },
            .opened(NewsDetailSceneKind.self),
            .section(ScheduleSceneKind.self, name: "Schedule") {
                ScheduleFlow(
                    conbook: $0.conbook, sceneFactory: $0.sceneFactory, eventDetailFlow: $0.eventDetail,
                    personDetailFlow: $0.personDetail)
            },
            .opened(EventDetailSceneKind.self),
            .section(ChangesSceneKind.self, name: "Changes") {
                ChangesFlow(conbook: $0.conbook, sceneFactory: $0.sceneFactory, eventDetailFlow: $0.eventDetail)
            },
            .section(HiddenSceneKind.self, name: "Hidden", personal: true) {
                HiddenFlow(conbook: $0.conbook, sceneFactory: $0.sceneFactory, eventDetailFlow: $0.eventDetail)
            },
            .section(PeopleSceneKind.self, name: "People") {
                PeopleFlow(conbook: $0.conbook, sceneFactory: $0.sceneFactory, personDetailFlow: $0.personDetail)
            },
            .opened(PersonDetailSceneKind.self),
            .section(DealersSceneKind.self, name: "Dealers") {
                DealersFlow(conbook: $0.conbook, sceneFactory: $0.sceneFactory, dealerDetailFlow: $0.dealerDetail)
            },
            .opened(DealerDetailSceneKind.self),
            .section(MapsSceneKind.self, name: "Maps") {
                MapsFlow(conbook: $0.conbook, sceneFactory: $0.sceneFactory, mapDetailFlow: $0.mapDetail)
            },
            .opened(MapDetailSceneKind.self),
            .section(KnowledgeSceneKind.self, name: "Knowledge") { $0.knowledge },
            .opened(KnowledgeGroupSceneKind.self), .opened(KnowledgeDetailSceneKind.self),
            .section(MessagesSceneKind.self, name: "Messages", personal: true) {
                MessagesFlow(
                    conbook: $0.conbook, sceneFactory: $0.sceneFactory, messageDetailFlow: $0.messageDetail,
                    loginFlow: $0.login)
            },
            .opened(MessageDetailSceneKind.self), .opened(WebPageSceneKind.self),
            .menu(AboutSceneKind.self, .about), .menu(SettingsSceneKind.self, .settings, personal: true),
            .menu(CollectThemAllSceneKind.self, .collectThemAll, personal: true), .menu(TimetableSceneKind.self, .timetable),
            .menu(FreeTimeSceneKind.self, .freeTime, personal: true), .menu(WhatsOnSceneKind.self, .whatsOn),
            .opened(PreloadSceneKind.self),
            .opened(TutorialSceneKind.self),
            .menu(LoginSceneKind.self, .login, personal: true), .opened(EventFeedbackSceneKind.self),
            .menu(PassSceneKind.self, .pass, personal: true),
            .section(LostAndFoundSceneKind.self, name: "LostAndFound", personal: true) {
                LostAndFoundFlow(
                    conbook: $0.conbook, sceneFactory: $0.sceneFactory, contentLinkFlow: $0.contentLink, loginFlow: $0.login)
            },
            .section(ArtistAlleySceneKind.self, name: "ArtistAlley") {
                ArtistAlleyFlow(
                    conbook: $0.conbook, sceneFactory: $0.sceneFactory,
                    detailFlow: ArtistAlleyDetailFlow(
                        conbook: $0.conbook, sceneFactory: $0.sceneFactory, navigator: $0.navigator,
                        contentLinkFlow: $0.contentLink),
                    registrationFlow: ArtistAlleyRegistrationFlow(
                        conbook: $0.conbook, sceneFactory: $0.sceneFactory, navigator: $0.navigator, loginFlow: $0.login))
            },
            .opened(ArtistAlleyDetailSceneKind.self), .opened(ArtistAlleyRegistrationSceneKind.self),
            .opened(SharedPicksSceneKind.self),
        ]
    }

    /// Every kind of scene the factory makes, in the order of `scenes`: for a front end that learns
    /// its kinds of scene, and the commands they take, from its factory.
    public nonisolated static var kindsOfScene: [any Scene.Type] {
        scenes.map(\.kind)
    }

    /// The menu's scenes, in order.
    public nonisolated static var menuScenes: [MenuScene] {
        scenes.compactMap(\.menuScene)
    }

    /// The menu's scenes a session for an audience offers, in order.
    public nonisolated static func menuScenes(for audience: Audience) -> [MenuScene] {
        scenes.filter { $0.isOffered(to: audience) }.compactMap(\.menuScene)
    }
}

extension MenuScene {
    /// Every event running now and starting soon; the argument is how far ahead, in minutes.
    public static let whatsOn = MenuScene(
        word: "now",
        argument: MenuArgument(
            name: "N", minimum: WhatsOnModuleBuilder.windowMinutes.lowerBound,
            maximum: WhatsOnModuleBuilder.windowMinutes.upperBound, example: 180,
            meaning: { WhatsOnTexts.catalogue(for: $0)(.whatsOnMinutesMeaning) }),
        summary: { WhatsOnTexts.catalogue(for: $0)(.whatsOnSummary, ["argument": "N"]) }
    ) {
        let flow = WhatsOnFlow(routes: $0)
        return { flow.showWhatsOn(windowMinutes: $0) }
    }

    /// The version, the convention and its last sync, the data kept, the credits.
    public static let about = MenuScene(word: "about", summary: { AboutTexts.catalogue(for: $0)(.aboutSummary) }) {
        let flow = AboutFlow(
            conbook: $0.conbook, sceneFactory: $0.sceneFactory, navigator: $0.navigator, installation: $0.installation)
        return { _ in flow.showAbout() }
    }

    /// Time zone, reminder lead time, the data kept, clearing the convention's data (which
    /// downloads it again at once).
    public static let settings = MenuScene(word: "settings", summary: { SettingsTexts.catalogue(for: $0)(.settingsSummary) }) {
        routes in
        let flow = SettingsFlow(
            conbook: routes.conbook, sceneFactory: routes.sceneFactory, navigator: routes.navigator,
            installation: routes.installation, dataCleared: { [unowned routes] in routes.contentCleared() })
        return { _ in flow.showSettings() }
    }

    /// The convention's game, "Collect them all".
    public static let collectThemAll = MenuScene(
        word: "collect", summary: { CollectThemAllTexts.catalogue(for: $0)(.collectThemAllSummary) }
    ) {
        let flow = CollectThemAllFlow(conbook: $0.conbook, sceneFactory: $0.sceneFactory, navigator: $0.navigator)
        return { _ in flow.showCollectThemAll() }
    }

    /// Logging in to the convention's server (for private messages, the pass and the game).
    public static let login = MenuScene(word: "login", summary: { LoginTexts.catalogue(for: $0)(.loginSummary) }) {
        let flow = $0.login
        return { _ in flow.showLogin(fromTheMenu: true) }
    }

    /// A day of the schedule as rooms × time.
    public static let timetable = MenuScene(word: "timetable", summary: { TimetableTexts.catalogue(for: $0)(.timetableSummary) })
    {
        let flow = TimetableFlow(
            conbook: $0.conbook, sceneFactory: $0.sceneFactory, navigator: $0.navigator, eventDetailFlow: $0.eventDetail)
        return { _ in flow.showTimetable() }
    }

    /// The attendee's badge pass, the code registration scans (it needs a login).
    public static let pass = MenuScene(word: "pass", summary: { PassTexts.catalogue(for: $0)(.passSummary) }) {
        let flow = PassFlow(conbook: $0.conbook, sceneFactory: $0.sceneFactory, navigator: $0.navigator, loginFlow: $0.login)
        return { _ in flow.showPass() }
    }

    /// A day's free time: the gaps between favourites, with the events that fit in them; the
    /// argument is the shortest gap, in minutes.
    public static let freeTime = MenuScene(
        word: "free",
        argument: MenuArgument(
            name: "N", minimum: 1, example: 45, meaning: { FreeTimeTexts.catalogue(for: $0)(.freeTimeMinutesMeaning) }),
        summary: { FreeTimeTexts.catalogue(for: $0)(.freeTimeSummary, ["argument": "N"]) }
    ) {
        let flow = FreeTimeFlow(
            conbook: $0.conbook, sceneFactory: $0.sceneFactory, navigator: $0.navigator, eventDetailFlow: $0.eventDetail)
        return { minutes in
            guard let minutes else { return flow.showFreeTime() }
            flow.showFreeTime(minimumMinutes: minutes)
        }
    }
}
