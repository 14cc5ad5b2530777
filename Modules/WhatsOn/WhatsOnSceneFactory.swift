/// Makes What's on scenes: a front end (the console, a test's capturing scenes) implements it, in
/// the file of its scene.
@MainActor
public protocol WhatsOnSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype WhatsOnSceneKind: WhatsOnScene
    /// A new What's on scene.
    func makeWhatsOnScene() -> WhatsOnSceneKind
}
