public import ConbookCore
public import ConbookModuleKit

/// One private message in full: subject, who wrote it, when it arrived, its text and its links.
/// Opening it marks it read.
@MainActor
public protocol MessageDetailScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any MessageDetailSceneDelegate)
    /// Shows the message.
    func show(_ viewModel: MessageDetailViewModel)
    /// Says the message is not (or no longer) there, e.g. after a logout.
    func showUnavailable(_ message: String)
    /// Says something went wrong (e.g. the read mark could not be saved); what is shown stays.
    func showError(_ message: String)
}

/// What the message detail scene reports.
@MainActor
public protocol MessageDetailSceneDelegate: AnyObject {
    /// The scene is on screen.
    func messageDetailSceneDidLoad()
    /// The user chose the link at an index of `MessageDetailViewModel.links`.
    func messageDetailSceneDidSelectLink(at index: Int)
}

/// A message as display values.
public struct MessageDetailViewModel: Hashable, Sendable {
    /// The message's identity (for a front end that gives it an address of its own, e.g. a page in
    /// a browser); empty when not given.
    public var id: String
    /// The subject (`No subject` when it has none).
    public var subject: String
    /// Who wrote it.
    public var author: String
    /// When it arrived, in the convention's zone.
    public var received: String
    /// Its text, formatted.
    public var body: RichText
    /// The links inside its text.
    public var links: [LinkViewModel]

    /// Creates the display values.
    public init(
        id: String = "", subject: String, author: String, received: String, body: RichText, links: [LinkViewModel] = []
    ) {
        self.id = id
        self.subject = subject
        self.author = author
        self.received = received
        self.body = body
        self.links = links
    }
}
