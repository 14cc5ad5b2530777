/// Makes Collect them all scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol CollectThemAllSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype CollectThemAllSceneKind: CollectThemAllScene
    /// A new Collect them all scene.
    func makeCollectThemAllScene() -> CollectThemAllSceneKind
}
