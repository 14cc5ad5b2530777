/// Makes event detail scenes: a front end (the console, a test's capturing scenes) implements it, in the
/// file of its scene, for whoever shows an event.
@MainActor
public protocol EventDetailSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype EventDetailSceneKind: EventDetailScene
    /// A new event detail scene.
    func makeEventDetailScene() -> EventDetailSceneKind
}
