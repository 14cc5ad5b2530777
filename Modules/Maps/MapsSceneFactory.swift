/// Makes maps scenes: a front end (the console, a test's capturing scenes) implements it, in the
/// file of its scene, for whoever lists the maps.
@MainActor
public protocol MapsSceneFactory {
    /// A new maps scene.
    func makeMapsScene() -> any MapsScene
}
