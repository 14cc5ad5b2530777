/// Makes maps scenes: a front end (the console, a test's capturing scenes) implements it, in the
/// file of its scene, for whoever lists the maps.
@MainActor
public protocol MapsSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype MapsSceneKind: MapsScene
    /// A new maps scene.
    func makeMapsScene() -> MapsSceneKind
}
