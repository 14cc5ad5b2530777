/// Makes announcements scenes: a front end (the console, a test's capturing scenes) implements it,
/// in the file of its scene, for whoever lists the announcements.
@MainActor
public protocol AnnouncementsSceneFactory {
    /// A new announcements scene.
    func makeAnnouncementsScene() -> any AnnouncementsScene
}
