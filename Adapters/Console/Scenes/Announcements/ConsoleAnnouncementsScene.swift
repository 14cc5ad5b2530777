public import ConbookAnnouncements
import ConbookModuleKit

/// The organisers' announcements on the console: the current ones, then the expired ones, each
/// numbered for `select N` (which opens it), unread ones marked `new`, with who posted them, when
/// they last changed and until when they are shown.
@MainActor
public final class ConsoleAnnouncementsScene: AnnouncementsScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any AnnouncementsSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: AnnouncementsViewModel?

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any AnnouncementsSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.announcementsSceneDidLoad() }
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func show(_ viewModel: AnnouncementsViewModel) {
        self.viewModel = viewModel
    }

    public func appear() {
        if loadGate.appeared() { delegate?.announcementsSceneDidLoad() }
    }

    public func render() -> [String] {
        let lines = [screen.style.bold(texts(.announcementsTitle))]
        guard let viewModel else { return lines + [texts(.loading)] }
        let heading = screen.wrapper.wrap(screen.style.dim(viewModel.heading))
        if let emptyMessage = viewModel.emptyMessage {
            return lines + [""] + screen.wrapper.wrap(emptyMessage, prefix: "  ")
        }
        return lines + heading
            + Self.list(of: viewModel).lines(style: screen.style) { row, _, label in
                render(row, label: label)
            }
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleAnnouncementsTexts

    public nonisolated static let place = Texts.Key.placeAnnouncements

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleAnnouncementsScene>] = [
        .select(explanation: .helpAnnouncementsSelect) {
            scene, number throws(ConsoleCommandError) in
            guard let viewModel = scene.viewModel, let delegate = scene.delegate else { throw .notLoadedYet }
            let position = try list(of: viewModel).numbering.position(ofItem: number)
            delegate.announcementsSceneDidSelectAnnouncement(id: viewModel.sections[position.section].rows[position.row].id)
        }
    ]

    private func render(_ row: AnnouncementRowViewModel, label: String) -> [String] {
        let style = screen.style
        let title = (row.isUnread ? style.favourite(texts(.announcementNew)) + " " : "") + style.bold(row.title)
        return screen.wrapper.wrap(title, prefix: "  \(label) ")
            + screen.wrapper.wrap(style.dim("\(row.byline) · \(row.validity)"), prefix: "    ")
    }

    private static func list(of viewModel: AnnouncementsViewModel) -> ConsoleSectionedList<AnnouncementRowViewModel> {
        ConsoleSectionedList(sections: viewModel.sections.map { ($0.title, $0.rows) }, isSelectable: { _ in true })
    }
}

extension ConsoleSceneFactory: AnnouncementsSceneFactory {
    public func makeAnnouncementsScene() -> ConsoleAnnouncementsScene {
        ConsoleAnnouncementsScene(screen: screen)
    }
}
