/// Makes dealer detail scenes: a front end (the console, a test's capturing scenes) implements it, in
/// the file of its scene, for whoever shows a dealer.
@MainActor
public protocol DealerDetailSceneFactory {
    /// A new dealer detail scene.
    func makeDealerDetailScene() -> any DealerDetailScene
}
