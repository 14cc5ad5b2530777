/// Makes map detail scenes: a front end (the console, a test's capturing scenes) implements it, in
/// the file of its scene, for whoever shows a map.
@MainActor
public protocol MapDetailSceneFactory {
    /// A new map detail scene.
    func makeMapDetailScene() -> any MapDetailScene
}
