public import ConbookAbout
public import ConbookAnnouncements
public import ConbookArtistAlley
public import ConbookArtistAlleyDetail
public import ConbookArtistAlleyRegistration
public import ConbookChanges
public import ConbookCollectThemAll
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

/// Port of the Director: a front end (the console, a test's capturing scenes) makes every scene the
/// Director shows. Each module declares its own factory; a front end implements each one in the
/// file of its scene and declares itself a `SceneFactory` once. This file is where a new scene is
/// registered: its module's factory below, and its kind in `kindsOfScene`.
public protocol SceneFactory: PreloadSceneFactory, NewsSceneFactory, ScheduleSceneFactory, EventDetailSceneFactory,
    ChangesSceneFactory, DealersSceneFactory, DealerDetailSceneFactory, MapsSceneFactory, MapDetailSceneFactory,
    AnnouncementsSceneFactory, NewsDetailSceneFactory, KnowledgeSceneFactory, KnowledgeGroupSceneFactory,
    KnowledgeDetailSceneFactory, WebPageSceneFactory, AboutSceneFactory, TutorialSceneFactory, SettingsSceneFactory,
    CollectThemAllSceneFactory, LoginSceneFactory, MessagesSceneFactory, MessageDetailSceneFactory,
    EventFeedbackSceneFactory, TimetableSceneFactory, PassSceneFactory, LostAndFoundSceneFactory,
    ArtistAlleySceneFactory, ArtistAlleyDetailSceneFactory, ArtistAlleyRegistrationSceneFactory, HiddenSceneFactory,
    SharedPicksSceneFactory, FreeTimeSceneFactory, PeopleSceneFactory, PersonDetailSceneFactory
{}

extension SceneFactory {
    /// Every kind of scene the factory makes, in the order a front end lists them (the sections'
    /// scenes and what opens from them, the menu's, then those shown on the way): for a front end
    /// that learns its kinds of scene, and the commands they take, from its factory.
    public nonisolated static var kindsOfScene: [any Scene.Type] {
        [
            NewsSceneKind.self, AnnouncementsSceneKind.self, NewsDetailSceneKind.self, ScheduleSceneKind.self,
            EventDetailSceneKind.self, ChangesSceneKind.self, HiddenSceneKind.self, PeopleSceneKind.self,
            PersonDetailSceneKind.self, DealersSceneKind.self,
            DealerDetailSceneKind.self,
            MapsSceneKind.self, MapDetailSceneKind.self, KnowledgeSceneKind.self, KnowledgeGroupSceneKind.self,
            KnowledgeDetailSceneKind.self, MessagesSceneKind.self, MessageDetailSceneKind.self, WebPageSceneKind.self,
            AboutSceneKind.self, SettingsSceneKind.self, CollectThemAllSceneKind.self, TimetableSceneKind.self,
            FreeTimeSceneKind.self,
            PreloadSceneKind.self, TutorialSceneKind.self, LoginSceneKind.self, EventFeedbackSceneKind.self,
            PassSceneKind.self, LostAndFoundSceneKind.self, ArtistAlleySceneKind.self, ArtistAlleyDetailSceneKind.self,
            ArtistAlleyRegistrationSceneKind.self, SharedPicksSceneKind.self,
        ]
    }
}
