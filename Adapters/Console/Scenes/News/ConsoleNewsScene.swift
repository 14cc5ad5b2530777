public import ConbookModuleKit
public import ConbookNews

/// News on the console: countdown, running and upcoming events, today's favourites,
/// favourites removed from the schedule and announcements, with the event and announcement rows
/// numbered for `select N` (which opens an event or an announcement).
@MainActor
public final class ConsoleNewsScene: NewsScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any NewsSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: NewsViewModel?
    private var refreshStatus = ConsoleRefreshStatus()

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any NewsSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.newsSceneDidLoad() }
    }

    public func show(_ viewModel: NewsViewModel) {
        self.viewModel = viewModel
    }

    public func showRefreshStatus(_ status: RefreshStatus) {
        refreshStatus.update(status, on: screen)
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.newsSceneDidLoad() }
    }

    public func render() -> [String] {
        let lines = [screen.style.bold(texts(.newsTitle))] + refreshStatus.lines(on: screen)
        guard let viewModel else { return lines + [texts(.loading)] }
        guard !viewModel.sections.isEmpty else { return lines + ["", texts(.nothingToShow)] }
        return lines
            + Self.list(of: viewModel).lines(style: screen.style) { row, index, label in
                let separator: [String] = if index > 0, case .announcement = row { [""] } else { [] }
                return separator + render(row, label: label)
            }
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleNewsTexts

    public nonisolated static let place = Texts.Key.placeNews

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleNewsScene>] = [
        .select(explanation: .helpNewsSelect) {
            scene, number throws(ConsoleCommandError) in
            try scene.select(number)
        },
        .plain("read", explanation: .helpNewsRead) { scene throws(ConsoleCommandError) in
            try scene.markAnnouncementsRead()
        },
    ]

    private func loaded() throws(ConsoleCommandError) -> (NewsViewModel, any NewsSceneDelegate) {
        guard let viewModel, let delegate else { throw .notLoadedYet }
        return (viewModel, delegate)
    }

    private func select(_ number: Int) throws(ConsoleCommandError) {
        let (viewModel, delegate) = try loaded()
        let position = try Self.list(of: viewModel).numbering.position(ofItem: number)
        delegate.newsSceneDidSelectRow(id: viewModel.sections[position.section].rows[position.row].id)
    }

    private func markAnnouncementsRead() throws(ConsoleCommandError) {
        let (viewModel, delegate) = try loaded()
        let listsAnnouncements = viewModel.sections.contains { section in
            section.rows.contains { if case .announcement = $0 { true } else { false } }
        }
        guard listsAnnouncements else { throw .noAnnouncements }
        delegate.newsSceneDidMarkAnnouncementsRead()
    }

    private func render(_ row: NewsRowViewModel, label: String) -> [String] {
        let style = screen.style
        switch row {
        case .message(let text):
            return screen.wrapper.wrap(text, prefix: "  ")
        case .event(let event):
            let star = event.isFavourite ? style.favourite("★") : " "
            let text = "\(event.timeRange)  \(style.bold(event.title)) — \(event.room) · \(style.dim(event.status))"
            return screen.wrapper.wrap(text, prefix: "  \(label) \(star) ")
        case .announcement(let announcement):
            let title =
                (announcement.isUnread ? style.favourite(texts(.announcementNew)) + " " : "") + style.bold(announcement.title)
            return screen.wrapper.wrap(title, prefix: "  \(label) ")
                + screen.wrapper.wrap(style.dim(announcement.byline), prefix: "    ")
                + ConsoleRichTextRenderer(width: max(screen.width - 4, 20), style: style).render(announcement.text)
                .map { $0.isEmpty ? $0 : "    " + $0 }
        }
    }

    private static func list(of viewModel: NewsViewModel) -> ConsoleSectionedList<NewsRowViewModel> {
        ConsoleSectionedList(sections: viewModel.sections.map { ($0.title, $0.rows) }, isSelectable: \.isSelectable)
    }
}

extension ConsoleSceneFactory: NewsSceneFactory {
    public func makeNewsScene() -> ConsoleNewsScene {
        ConsoleNewsScene(screen: screen)
    }
}
