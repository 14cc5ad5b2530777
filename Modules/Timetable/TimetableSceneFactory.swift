/// Makes timetable scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol TimetableSceneFactory {
    /// A new timetable scene.
    func makeTimetableScene() -> any TimetableScene
}
