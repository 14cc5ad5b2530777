public import ConbookCore
import ConbookDirector
import ConbookPass

extension ConsolePassScene {
    /// The badge pass of the attendee logged in, fetched and drawn for a screen, as `conbook pass`
    /// prints it: the scene's lines, and why there is no pass when there is none (e.g. that a
    /// login is needed).
    public static func fetchedAndRendered(
        from conbook: Conbook, on screen: ConsoleScreen
    ) async -> (lines: [String], problem: String?) {
        let scene = ConsolePassScene(screen: screen)
        let delegate = IgnoringPassModuleDelegate()
        PassModuleBuilder(conbook: conbook).build(scene: scene, delegate: delegate)
        scene.appear()
        let settle = Session.settle(conbook)
        for _ in 0..<1000 where scene.problem == nil && !scene.showsPass {
            await settle()
        }
        return withExtendedLifetime(delegate) { (scene.render(), scene.problem) }
    }
}

/// No one to ask to log in: `conbook pass` says how instead.
@MainActor
private final class IgnoringPassModuleDelegate: PassModuleDelegate {
    func passModuleDidAskToLogIn() {}
}
