public import ConbookModuleKit

/// The attendee's private messages, newest first, unread ones marked; without a login, what to
/// do to see them.
@MainActor
public protocol MessagesScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any MessagesSceneDelegate)
    /// Shows the messages, or that a login is needed.
    func show(_ viewModel: MessagesViewModel)
    /// Says something went wrong (e.g. the refresh failed, or a choice made on a list that has
    /// since changed); what is shown stays.
    func showError(_ message: String)
}

/// What the messages scene reports. A message is told by its identity (`MessageRowViewModel.id`),
/// so that a choice made on a list that has since changed is refused, never applied to another.
@MainActor
public protocol MessagesSceneDelegate: AnyObject {
    /// The scene is on screen.
    func messagesSceneDidLoad()
    /// The user chose a message of `MessagesViewModel.rows`, by its row's `id`.
    func messagesSceneDidSelectMessage(id: String)
    /// The user asked to log in.
    func messagesSceneDidAskToLogIn()
    /// The user asked for fresh messages.
    func messagesSceneDidAskToRefresh()
}

/// The messages as display values.
public struct MessagesViewModel: Hashable, Sendable {
    /// How many there are, e.g. `3 messages · 2 unread`, or why there are none to show.
    public var heading: String
    /// What to do to see the messages (e.g. that a login is needed); nil when logged in.
    public var loginPrompt: String?
    /// The messages, newest first.
    public var rows: [MessageRowViewModel]

    /// Creates the display values.
    public init(heading: String, loginPrompt: String?, rows: [MessageRowViewModel]) {
        self.heading = heading
        self.loginPrompt = loginPrompt
        self.rows = rows
    }
}

/// One message in the list.
public struct MessageRowViewModel: Hashable, Sendable {
    /// The message's identity, for telling which was chosen (the same after a refresh, e.g. for a
    /// link to its page).
    public var id: String
    /// Its subject on one line (`No subject` when it has none).
    public var subject: String
    /// Who wrote it and when it was received, in the convention's zone.
    public var byline: String
    /// The start of its text, on one line.
    public var preview: String
    /// Whether it is still unread.
    public var isUnread: Bool

    /// Creates the row.
    public init(id: String, subject: String, byline: String, preview: String, isUnread: Bool) {
        self.id = id
        self.subject = subject
        self.byline = byline
        self.preview = preview
        self.isUnread = isUnread
    }
}
