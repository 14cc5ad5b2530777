/// Makes web page scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol WebPageSceneFactory {
    /// A new web page scene.
    func makeWebPageScene() -> any WebPageScene
}
