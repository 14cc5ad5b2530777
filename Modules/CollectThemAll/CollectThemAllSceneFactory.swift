/// Makes Collect them all scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol CollectThemAllSceneFactory {
    /// A new Collect them all scene.
    func makeCollectThemAllScene() -> any CollectThemAllScene
}
