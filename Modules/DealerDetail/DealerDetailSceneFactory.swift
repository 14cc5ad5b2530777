/// Makes dealer detail scenes: a front end (the console, a test's capturing scenes) implements it, in
/// the file of its scene, for whoever shows a dealer.
@MainActor
public protocol DealerDetailSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype DealerDetailSceneKind: DealerDetailScene
    /// A new dealer detail scene.
    func makeDealerDetailScene() -> DealerDetailSceneKind
}
