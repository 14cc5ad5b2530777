/// Makes schedule scenes: a front end (the console, a test's capturing scenes) implements it, in the
/// file of its scene, for whoever shows the schedule.
@MainActor
public protocol ScheduleSceneFactory {
    /// A new schedule scene.
    func makeScheduleScene() -> any ScheduleScene
}
