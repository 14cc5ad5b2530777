/// Makes feedback scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol EventFeedbackSceneFactory {
    /// A new feedback scene.
    func makeEventFeedbackScene() -> any EventFeedbackScene
}
