/// Makes settings scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol SettingsSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype SettingsSceneKind: SettingsScene
    /// A new settings scene.
    func makeSettingsScene() -> SettingsSceneKind
}
