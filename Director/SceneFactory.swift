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
/// file of its scene, and a new scene adds its module's factory here.
public typealias SceneFactory = PreloadSceneFactory & NewsSceneFactory & ScheduleSceneFactory
    & EventDetailSceneFactory & ChangesSceneFactory & DealersSceneFactory & DealerDetailSceneFactory & MapsSceneFactory
    & MapDetailSceneFactory & AnnouncementsSceneFactory & NewsDetailSceneFactory & KnowledgeSceneFactory
    & KnowledgeGroupSceneFactory & KnowledgeDetailSceneFactory & WebPageSceneFactory
    & AboutSceneFactory & TutorialSceneFactory & SettingsSceneFactory & CollectThemAllSceneFactory
    & LoginSceneFactory & MessagesSceneFactory & MessageDetailSceneFactory & EventFeedbackSceneFactory
    & TimetableSceneFactory
