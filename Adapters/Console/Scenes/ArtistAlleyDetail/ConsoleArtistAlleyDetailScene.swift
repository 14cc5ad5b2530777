public import ConbookArtistAlleyDetail
import ConbookModuleKit

/// One table of the artist alley on the console: the artist, their table and description, their
/// picture, and their links numbered for `open N`.
@MainActor
public final class ConsoleArtistAlleyDetailScene: ArtistAlleyDetailScene, ConsoleScene {
    private enum Content {
        case loading
        case table(ArtistAlleyDetailViewModel)
        case unavailable(String)
    }

    private let screen: ConsoleScreen
    private var delegate: (any ArtistAlleyDetailSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any ArtistAlleyDetailSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.artistAlleyDetailSceneDidLoad() }
    }

    public func show(_ viewModel: ArtistAlleyDetailViewModel) {
        content = .table(viewModel)
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.artistAlleyDetailSceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        switch content {
        case .loading:
            return [style.bold(texts(.alleyTableTitle)), texts(.loading)]
        case .unavailable(let message):
            return [style.bold(texts(.alleyTableUnavailable))] + screen.wrapper.wrap(message)
                + [style.dim(texts(.backReturnsToList))]
        case .table(let table):
            var lines = screen.wrapper.wrap(style.bold(table.name))
            if let number = table.table { lines += screen.wrapper.wrap(style.dim(number)) }
            if let description = table.shortDescription { lines += [""] + screen.wrapper.wrap(description) }
            if let picture = table.picture {
                lines += [""] + ConsoleScenePicture.lines(of: picture, titled: texts(.alleyTablePicture), on: screen)
            }
            lines += ConsoleLinkList.lines(table.links, on: screen)
            return lines + ["", style.dim(ConsoleLinkList.hint(table.links, texts: texts.shared) + texts(.backReturnsToList))]
        }
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleArtistAlleyDetailTexts

    public nonisolated static let place = Texts.Key.placeAlleyTable

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleArtistAlleyDetailScene>] = [
        .numbered("open", explanation: .helpAlleyTableOpen, expected: .expectedLinkNumber) {
            scene, number throws(ConsoleCommandError) in
            guard case .table(let table) = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.artistAlleyDetailSceneDidSelectLink(at: try ConsoleLinkList.index(choosing: number, in: table.links))
        }
    ]
}

extension ConsoleSceneFactory: ArtistAlleyDetailSceneFactory {
    public func makeArtistAlleyDetailScene() -> ConsoleArtistAlleyDetailScene {
        ConsoleArtistAlleyDetailScene(screen: screen)
    }
}
