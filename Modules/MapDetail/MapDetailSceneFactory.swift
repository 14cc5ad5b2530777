/// Makes map detail scenes: a front end (the console, a test's capturing scenes) implements it, in
/// the file of its scene, for whoever shows a map.
@MainActor
public protocol MapDetailSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype MapDetailSceneKind: MapDetailScene
    /// A new map detail scene.
    func makeMapDetailScene() -> MapDetailSceneKind
}
