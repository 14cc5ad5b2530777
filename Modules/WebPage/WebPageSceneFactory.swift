/// Makes web page scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol WebPageSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype WebPageSceneKind: WebPageScene
    /// A new web page scene.
    func makeWebPageScene() -> WebPageSceneKind
}
