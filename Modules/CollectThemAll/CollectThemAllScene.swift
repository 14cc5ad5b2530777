public import ConbookModuleKit

/// The convention's game, "Collect them all": a page of the companion web app for a logged-in
/// attendee. A front end hands the address to the system (a browser) and never shows it whole:
/// it carries the attendee's login token.
@MainActor
public protocol CollectThemAllScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any CollectThemAllSceneDelegate)
    /// Shows the game's page, or why it cannot be played yet.
    func show(_ viewModel: CollectThemAllViewModel)
}

/// What the Collect them all scene reports.
@MainActor
public protocol CollectThemAllSceneDelegate: AnyObject {
    /// The scene is on screen.
    func collectThemAllSceneDidLoad()
}

/// The game as display values.
public struct CollectThemAllViewModel: Hashable, Sendable {
    /// `Collect them all`.
    public var title: String
    /// What the game is.
    public var explanation: String
    /// Why it cannot be played yet, e.g. that a login is needed; nil when it can.
    public var obstacle: String?
    /// The page's address with the login token hidden, to show; nil when it cannot be played.
    public var shownAddress: String?
    /// The page's address for the system to open, token included: never shown, printed or
    /// logged. Nil when it cannot be played.
    public var address: String?

    /// Creates the display values.
    public init(title: String, explanation: String, obstacle: String?, shownAddress: String?, address: String?) {
        self.title = title
        self.explanation = explanation
        self.obstacle = obstacle
        self.shownAddress = shownAddress
        self.address = address
    }
}
