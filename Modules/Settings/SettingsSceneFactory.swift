/// Makes settings scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol SettingsSceneFactory {
    /// A new settings scene.
    func makeSettingsScene() -> any SettingsScene
}
