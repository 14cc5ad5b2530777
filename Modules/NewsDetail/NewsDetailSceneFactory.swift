/// Makes news detail scenes: a front end (the console, a test's capturing scenes) implements it, in
/// the file of its scene, for whoever shows an announcement.
@MainActor
public protocol NewsDetailSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype NewsDetailSceneKind: NewsDetailScene
    /// A new news detail scene.
    func makeNewsDetailScene() -> NewsDetailSceneKind
}
