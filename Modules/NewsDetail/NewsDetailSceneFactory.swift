/// Makes news detail scenes: a front end (the console, a test's capturing scenes) implements it, in
/// the file of its scene, for whoever shows an announcement.
@MainActor
public protocol NewsDetailSceneFactory {
    /// A new news detail scene.
    func makeNewsDetailScene() -> any NewsDetailScene
}
