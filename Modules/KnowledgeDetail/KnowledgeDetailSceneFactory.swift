/// Makes knowledge detail scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol KnowledgeDetailSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype KnowledgeDetailSceneKind: KnowledgeDetailScene
    /// A new knowledge detail scene.
    func makeKnowledgeDetailScene() -> KnowledgeDetailSceneKind
}
