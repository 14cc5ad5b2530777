/// Makes knowledge scenes: a front end (the console, a test's capturing scenes) implements it, in
/// the file of its scene, for whoever shows the knowledge base.
@MainActor
public protocol KnowledgeSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype KnowledgeSceneKind: KnowledgeScene
    /// A new knowledge scene.
    func makeKnowledgeScene() -> KnowledgeSceneKind
}
