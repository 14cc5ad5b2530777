/// Makes knowledge group scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol KnowledgeGroupSceneFactory {
    /// A new knowledge group scene.
    func makeKnowledgeGroupScene() -> any KnowledgeGroupScene
}
