public import ConbookModuleKit

/// A page, mail address or phone number outside the convention's content. Conbook never fetches
/// it: a front end shows where it leads and lets the system open it (a browser, a mail program).
@MainActor
public protocol WebPageScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any WebPageSceneDelegate)
    /// Shows where the link leads.
    func show(_ viewModel: WebPageViewModel)
}

/// What the web page scene reports.
@MainActor
public protocol WebPageSceneDelegate: AnyObject {
    /// The scene is on screen.
    func webPageSceneDidLoad()
}

/// A link outside the convention as display values.
public struct WebPageViewModel: Hashable, Sendable {
    /// What the link is called, e.g. `Timetable`, else its address.
    public var title: String
    /// What it is: `Web page`, `E-mail` or `Phone`.
    public var kind: String
    /// The address as shown, e.g. `https://convention.example/shuttle` or `web@eurofurence.org`.
    public var shownAddress: String
    /// The address for the system to open, e.g. `mailto:web@eurofurence.org`.
    public var address: String
    /// What opening it does, e.g. `A web page outside the convention; Conbook does not fetch it.`
    public var note: String

    /// Creates the display values.
    public init(title: String, kind: String, shownAddress: String, address: String, note: String) {
        self.title = title
        self.kind = kind
        self.shownAddress = shownAddress
        self.address = address
        self.note = note
    }
}
