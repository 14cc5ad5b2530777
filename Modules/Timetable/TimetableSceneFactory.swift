/// Makes timetable scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol TimetableSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype TimetableSceneKind: TimetableScene
    /// A new timetable scene.
    func makeTimetableScene() -> TimetableSceneKind
}
