/// Makes knowledge detail scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol KnowledgeDetailSceneFactory {
    /// A new knowledge detail scene.
    func makeKnowledgeDetailScene() -> any KnowledgeDetailScene
}
