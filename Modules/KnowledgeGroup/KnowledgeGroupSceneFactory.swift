/// Makes knowledge group scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol KnowledgeGroupSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype KnowledgeGroupSceneKind: KnowledgeGroupScene
    /// A new knowledge group scene.
    func makeKnowledgeGroupScene() -> KnowledgeGroupSceneKind
}
