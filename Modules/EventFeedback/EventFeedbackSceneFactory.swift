/// Makes feedback scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol EventFeedbackSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype EventFeedbackSceneKind: EventFeedbackScene
    /// A new feedback scene.
    func makeEventFeedbackScene() -> EventFeedbackSceneKind
}
