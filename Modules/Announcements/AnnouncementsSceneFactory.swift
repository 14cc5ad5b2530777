/// Makes announcements scenes: a front end (the console, a test's capturing scenes) implements it,
/// in the file of its scene, for whoever lists the announcements.
@MainActor
public protocol AnnouncementsSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype AnnouncementsSceneKind: AnnouncementsScene
    /// A new announcements scene.
    func makeAnnouncementsScene() -> AnnouncementsSceneKind
}
