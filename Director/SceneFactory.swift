public import ConbookAbout
public import ConbookAnnouncements
public import ConbookChanges
public import ConbookCollectThemAll
public import ConbookDealerDetail
public import ConbookDealers
public import ConbookEventDetail
public import ConbookEventFeedback
public import ConbookKnowledge
public import ConbookKnowledgeDetail
public import ConbookKnowledgeGroup
public import ConbookLogin
public import ConbookMapDetail
public import ConbookMaps
public import ConbookMessageDetail
public import ConbookMessages
public import ConbookModuleKit
public import ConbookNews
public import ConbookNewsDetail
public import ConbookPreload
public import ConbookSchedule
public import ConbookSettings
public import ConbookTimetable
public import ConbookTutorial
public import ConbookWebPage

/// Port of the Director: a front end (the console, a test's capturing scenes) makes every scene the
/// Director shows. Each module declares its own factory; a front end implements each one in the
/// file of its scene and declares itself a `SceneFactory` once. This file is where a new scene is
/// registered: its module's factory below, and one line in `oneSceneOfEachKind()`.
public protocol SceneFactory: PreloadSceneFactory, NewsSceneFactory, ScheduleSceneFactory, EventDetailSceneFactory,
    ChangesSceneFactory, DealersSceneFactory, DealerDetailSceneFactory, MapsSceneFactory, MapDetailSceneFactory,
    AnnouncementsSceneFactory, NewsDetailSceneFactory, KnowledgeSceneFactory, KnowledgeGroupSceneFactory,
    KnowledgeDetailSceneFactory, WebPageSceneFactory, AboutSceneFactory, TutorialSceneFactory, SettingsSceneFactory,
    CollectThemAllSceneFactory, LoginSceneFactory, MessagesSceneFactory, MessageDetailSceneFactory,
    EventFeedbackSceneFactory, TimetableSceneFactory
{}

extension SceneFactory {
    /// A new scene of every kind the Director shows, in the order a front end lists them (the
    /// sections' scenes and what opens from them, the menu's, then those shown on the way): for a
    /// front end that learns its kinds of scene, and the commands they take, from the factory.
    public func oneSceneOfEachKind() -> [any Scene] {
        [
            makeNewsScene(), makeAnnouncementsScene(), makeNewsDetailScene(), makeScheduleScene(), makeEventDetailScene(),
            makeChangesScene(), makeDealersScene(), makeDealerDetailScene(), makeMapsScene(), makeMapDetailScene(),
            makeKnowledgeScene(), makeKnowledgeGroupScene(), makeKnowledgeDetailScene(), makeMessagesScene(),
            makeMessageDetailScene(), makeWebPageScene(), makeAboutScene(), makeSettingsScene(), makeCollectThemAllScene(),
            makeTimetableScene(), makePreloadScene(), makeTutorialScene(), makeLoginScene(), makeEventFeedbackScene(),
        ]
    }
}
