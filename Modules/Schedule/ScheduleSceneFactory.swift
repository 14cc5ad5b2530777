/// Makes schedule scenes: a front end (the console, a test's capturing scenes) implements it, in the
/// file of its scene, for whoever shows the schedule.
@MainActor
public protocol ScheduleSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype ScheduleSceneKind: ScheduleScene
    /// A new schedule scene.
    func makeScheduleScene() -> ScheduleSceneKind
}
