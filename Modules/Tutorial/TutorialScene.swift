public import ConbookModuleKit

/// The first start with nothing stored: what Conbook is, and a question before the first
/// download from a live source.
@MainActor
public protocol TutorialScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any TutorialSceneDelegate)
    /// Shows the introduction and the question.
    func show(_ viewModel: TutorialViewModel)
}

/// What the tutorial scene reports.
@MainActor
public protocol TutorialSceneDelegate: AnyObject {
    /// The scene is on screen.
    func tutorialSceneDidLoad()
    /// The user agreed to download the convention.
    func tutorialSceneDidAccept()
    /// The user does not want to download it now.
    func tutorialSceneDidDecline()
}

/// The introduction as display values.
public struct TutorialViewModel: Hashable, Sendable {
    /// The heading, e.g. `Welcome to Conbook`.
    public var title: String
    /// What Conbook does, a paragraph each.
    public var paragraphs: [String]
    /// The question before the download, naming the source and, when known, the size.
    public var question: String

    /// Creates the display values.
    public init(title: String, paragraphs: [String], question: String) {
        self.title = title
        self.paragraphs = paragraphs
        self.question = question
    }
}
