/// Makes knowledge scenes: a front end (the console, a test's capturing scenes) implements it, in
/// the file of its scene, for whoever shows the knowledge base.
@MainActor
public protocol KnowledgeSceneFactory {
    /// A new knowledge scene.
    func makeKnowledgeScene() -> any KnowledgeScene
}
