public import ConbookModuleKit

/// Port of the Director: how a front end arranges scenes (a window with tabs and a stack per tab).
///
/// Going back (popping the top scene of a tab) and switching tabs are the front end's own
/// affair, as a navigation bar's back button is; the Director only says what to show.
@MainActor
public protocol Navigator: AnyObject {
    /// Shows one scene alone, replacing whatever was shown (e.g. the first-launch download).
    func showStandalone(_ scene: any Scene)
    /// Shows tabs, each with its root scene, replacing whatever was shown; the first tab is selected.
    func showTabs(_ tabs: [Tab])
    /// Shows a scene on top of the selected tab's stack.
    func push(_ scene: any Scene)
    /// Ends the session: there is nothing the user can do (e.g. the first download was cancelled).
    func close()
}

/// One tab of the content: a title and its root scene.
public struct Tab {
    /// The title, e.g. `Schedule`.
    public let title: String
    /// The scene at the bottom of the tab's stack.
    public let scene: any Scene

    /// Creates a tab.
    public init(title: String, scene: any Scene) {
        self.title = title
        self.scene = scene
    }
}
