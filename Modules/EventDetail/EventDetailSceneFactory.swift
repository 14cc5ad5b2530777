/// Makes event detail scenes: a front end (the console, a test's capturing scenes) implements it, in the
/// file of its scene, for whoever shows an event.
@MainActor
public protocol EventDetailSceneFactory {
    /// A new event detail scene.
    func makeEventDetailScene() -> any EventDetailScene
}
