public import ConbookArtistAlley
import ConbookModuleKit

/// The artist alley on the console: every table by number, each numbered for `select N`;
/// `search TEXT` searches names, descriptions and tables; `registration` opens the attendee's own
/// registration. An empty alley says why.
@MainActor
public final class ConsoleArtistAlleyScene: ArtistAlleyScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any ArtistAlleySceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: ArtistAlleyViewModel?

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any ArtistAlleySceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.artistAlleySceneDidLoad() }
    }

    public func show(_ viewModel: ArtistAlleyViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.artistAlleySceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        guard let viewModel else { return [style.bold(texts(.alleyTitle)), texts(.loading)] }
        var lines = screen.wrapper.wrap(style.bold(texts(.alleyHeading, ["heading": viewModel.heading])), indent: "  ")
        let filters = viewModel.searchText.isEmpty ? texts(.filtersNone) : texts(.filterSearch, ["text": viewModel.searchText])
        lines += screen.wrapper.wrap(texts(.filters, ["filters": filters]), indent: "  ")
        lines.append("")
        if viewModel.rows.isEmpty {
            lines += screen.wrapper.wrap(viewModel.emptyMessage ?? texts(.nothingToShow), prefix: "  ")
        }
        for (index, row) in viewModel.rows.enumerated() {
            var text = (row.table.map { style.dim($0) + " · " } ?? "") + style.bold(row.name)
            if let description = row.shortDescription { text += " — " + description }
            lines += screen.wrapper.wrap(text, prefix: "  [\(index + 1)] ")
        }
        return lines + ["", style.dim(texts(.alleyHint))]
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleArtistAlleyTexts

    public nonisolated static let place = Texts.Key.placeAlley

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleArtistAlleyScene>] = [
        .select(explanation: .helpAlleySelect) { scene, number throws(ConsoleCommandError) in
            let (viewModel, delegate) = try scene.loaded()
            guard viewModel.rows.indices.contains(number - 1) else {
                throw .noSuchItem(number: number, count: viewModel.rows.count)
            }
            delegate.artistAlleySceneDidSelectTable(id: viewModel.rows[number - 1].id)
        },
        .text("search", argument: "TEXT", explanation: .helpAlleySearch) { scene, text throws(ConsoleCommandError) in
            try scene.loaded().delegate.artistAlleySceneDidChangeSearchText(text)
        },
        .plain("registration", explanation: .helpAlleyRegistration) { scene throws(ConsoleCommandError) in
            try scene.loaded().delegate.artistAlleySceneDidAskForOwnRegistration()
        },
    ]

    private func loaded() throws(ConsoleCommandError) -> (
        viewModel: ArtistAlleyViewModel, delegate: any ArtistAlleySceneDelegate
    ) {
        guard let viewModel, let delegate else { throw .notLoadedYet }
        return (viewModel, delegate)
    }
}

extension ConsoleSceneFactory: ArtistAlleySceneFactory {
    public func makeArtistAlleyScene() -> ConsoleArtistAlleyScene {
        ConsoleArtistAlleyScene(screen: screen)
    }
}
