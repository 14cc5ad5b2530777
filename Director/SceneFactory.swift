public import ConbookChanges
public import ConbookEventDetail
public import ConbookNews
public import ConbookPreload
public import ConbookSchedule

/// Port of the Director: a front end (the console, a test's capturing scenes) makes the scenes.
@MainActor
public protocol SceneFactory {
    /// A new first-launch download scene.
    func makePreloadScene() -> any PreloadScene
    /// A new overview scene.
    func makeNewsScene() -> any NewsScene
    /// A new schedule scene.
    func makeScheduleScene() -> any ScheduleScene
    /// A new event detail scene.
    func makeEventDetailScene() -> any EventDetailScene
    /// A new schedule changes scene.
    func makeChangesScene() -> any ChangesScene
}
