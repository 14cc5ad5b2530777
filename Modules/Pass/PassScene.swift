public import ConbookModuleKit

/// The attendee's badge pass: the code the convention's registration scans, drawn from its grid
/// of modules, with whose pass it is; without one, why not and what to do.
@MainActor
public protocol PassScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any PassSceneDelegate)
    /// Shows the pass, that it is being fetched, or why there is none.
    func show(_ viewModel: PassViewModel)
}

/// What the badge pass scene reports.
@MainActor
public protocol PassSceneDelegate: AnyObject {
    /// The scene is on screen.
    func passSceneDidLoad()
    /// The user asked to log in.
    func passSceneDidAskToLogIn()
    /// The user asked to fetch the pass again.
    func passSceneDidAskToRefresh()
}

/// The badge pass as display values.
public struct PassViewModel: Hashable, Sendable {
    /// `Badge pass`.
    public var title: String
    /// Whose pass it is, e.g. `Some Guy · registration 42`; nil when there is no pass to show.
    public var holder: String?
    /// The code's modules row by row, top row first, each left to right: `true` for a dark
    /// module; a square, the symbol only (a front end adds the light margin around it). Empty
    /// when there is no pass to show.
    public var modules: [[Bool]]
    /// What to do with the code (show it at registration), or that it is being fetched.
    public var note: String?
    /// Why there is no pass to show and what to do, e.g. that a login is needed; nil when it shows.
    public var obstacle: String?

    /// Creates the display values.
    public init(title: String, holder: String?, modules: [[Bool]], note: String?, obstacle: String?) {
        self.title = title
        self.holder = holder
        self.modules = modules
        self.note = note
        self.obstacle = obstacle
    }
}
