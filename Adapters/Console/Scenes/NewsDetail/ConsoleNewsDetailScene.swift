import ConbookModuleKit
public import ConbookNewsDetail

/// One announcement in full on the console: its headline, where it stands (expired, not shown
/// yet), who posted it, when it is shown in the convention's zone, its picture, and its text with
/// its links numbered where it shows them and listed under it, for `open N`.
@MainActor
public final class ConsoleNewsDetailScene: NewsDetailScene, ConsoleScene {
    private enum Content {
        case loading
        case announcement(NewsDetailViewModel)
        case unavailable(String)
    }

    private let screen: ConsoleScreen
    private var delegate: (any NewsDetailSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any NewsDetailSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.newsDetailSceneDidLoad() }
    }

    public func show(_ viewModel: NewsDetailViewModel) {
        content = .announcement(viewModel)
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.newsDetailSceneDidLoad() }
    }

    public func render() -> [String] {
        switch content {
        case .loading:
            [screen.style.bold(texts(.announcementTitle)), texts(.loading)]
        case .unavailable(let message):
            [screen.style.bold(texts(.announcementUnavailable))] + screen.wrapper.wrap(message)
                + [screen.style.dim(texts(.backReturnsToList))]
        case .announcement(let announcement):
            render(announcement)
        }
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleNewsDetailTexts

    public nonisolated static let place = Texts.Key.placeAnnouncement

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleNewsDetailScene>] = [
        .numbered("open", explanation: .helpAnnouncementOpen, expected: .expectedLinkNumber) {
            scene, number throws(ConsoleCommandError) in
            guard case .announcement(let announcement) = scene.content, let delegate = scene.delegate else {
                throw .notLoadedYet
            }
            delegate.newsDetailSceneDidSelectLink(at: try ConsoleLinkList.index(choosing: number, in: announcement.links))
        }
    ]

    private func render(_ announcement: NewsDetailViewModel) -> [String] {
        let style = screen.style
        var lines = screen.wrapper.wrap(style.bold(announcement.title))
        if let status = announcement.status {
            lines += screen.wrapper.wrap(style.bold(status))
        }
        var facts: [(label: String, value: String)] = []
        if let author = announcement.author { facts.append((texts(.announcementFrom), author)) }
        if let area = announcement.area { facts.append((texts(.announcementArea), area)) }
        facts += [
            (texts(.announcementShownFrom), announcement.validFrom), (texts(.announcementShownUntil), announcement.validUntil),
            (texts(.announcementLastChanged), announcement.lastChanged),
        ]
        lines += [""] + ConsoleFactList.lines(facts, on: screen)
        if let picture = announcement.picture {
            lines += [""] + ConsoleScenePicture.lines(of: picture, on: screen)
        }
        lines +=
            [""]
            + ConsoleRichTextRenderer(
                width: screen.width, style: style, linkNumbers: ConsoleLinkList.numbers(of: announcement.links)
            ).render(announcement.content)
        lines += ConsoleLinkList.lines(announcement.links, on: screen)
        return lines + ["", style.dim(ConsoleLinkList.hint(announcement.links, texts: texts.shared) + texts(.backReturnsToList))]
    }
}

extension ConsoleSceneFactory: NewsDetailSceneFactory {
    public func makeNewsDetailScene() -> ConsoleNewsDetailScene {
        ConsoleNewsDetailScene(screen: screen)
    }
}
