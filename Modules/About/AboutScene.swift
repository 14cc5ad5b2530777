public import ConbookModuleKit

/// About Conbook and the convention shown: the version, the convention and its last sync, what it
/// holds, where the data is kept, and where the shipped data comes from.
@MainActor
public protocol AboutScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any AboutSceneDelegate)
    /// Shows the facts.
    func show(_ viewModel: AboutViewModel)
}

/// What the about scene reports.
@MainActor
public protocol AboutSceneDelegate: AnyObject {
    /// The scene is on screen.
    func aboutSceneDidLoad()
}

/// About, as display values.
public struct AboutViewModel: Hashable, Sendable {
    /// `Conbook 0.10.0`, or `Conbook` when the version is not known.
    public var title: String
    /// Facts about the convention shown, e.g. `Convention: EF27`, `Last synced: …`.
    public var convention: [AboutFactViewModel]
    /// What the convention holds, e.g. `210 events · 6 days · …`; nil before the first sync.
    public var contents: String?
    /// What syncs left out of what the source sent, one line each with its place and reason
    /// (`event “Opening” (line 29): the DTSTART value cannot be read`), at most
    /// `AboutViewModel.skippedShown` and then how many more; empty when nothing was.
    public var skipped: [String] = []
    /// Facts about the data kept, e.g. `Data: /home/…/conbook (4.2 MB)`.
    public var storage: [AboutFactViewModel]
    /// Where the shipped data comes from, and its licences.
    public var credits: [String]

    /// Creates the display values.
    public init(
        title: String, convention: [AboutFactViewModel], contents: String?, storage: [AboutFactViewModel],
        credits: [String]
    ) {
        self.title = title
        self.convention = convention
        self.contents = contents
        self.storage = storage
        self.credits = credits
    }

    /// The most skipped entities listed one by one.
    public static let skippedShown = 50
}

/// One labelled fact, e.g. `Last synced` — `Thursday 25 August 13:07 CEST`.
public struct AboutFactViewModel: Hashable, Sendable {
    /// What it is.
    public var label: String
    /// Its value.
    public var value: String
    /// Whether it is the time this machine last synced (a source without a clock of its own): a
    /// copy of the guide written for everyone leaves it out, as it would change the page at every
    /// run even when nothing else did.
    public var isThisMachinesSyncTime: Bool

    /// Creates the fact.
    public init(label: String, value: String, isThisMachinesSyncTime: Bool = false) {
        self.label = label
        self.value = value
        self.isThisMachinesSyncTime = isThisMachinesSyncTime
    }
}
