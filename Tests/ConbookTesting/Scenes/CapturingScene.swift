public import ConbookModuleKit

/// A test scene that a capturing navigator can tell it is on screen, as a real front end would.
@MainActor
public protocol CapturingScene: Scene {
    /// Tells the presenter the scene is on screen.
    func simulateSceneDidLoad()
}
