/// Makes Lost & Found scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol LostAndFoundSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype LostAndFoundSceneKind: LostAndFoundScene
    /// A new Lost & Found scene.
    func makeLostAndFoundScene() -> LostAndFoundSceneKind
}
