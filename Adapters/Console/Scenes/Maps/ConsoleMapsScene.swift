public import ConbookMaps
import ConbookModuleKit

/// The convention's maps on the console, in order, each numbered for `select N`, with how many
/// places it has and its picture's size.
@MainActor
public final class ConsoleMapsScene: MapsScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any MapsSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: MapsViewModel?

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any MapsSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.mapsSceneDidLoad() }
    }

    public func show(_ viewModel: MapsViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.mapsSceneDidLoad() }
    }

    public func render() -> [String] {
        let lines = [screen.style.bold(texts(.mapsTitle))]
        guard let viewModel else { return lines + [texts(.loading)] }
        if let emptyMessage = viewModel.emptyMessage {
            return lines + [""] + screen.wrapper.wrap(emptyMessage, prefix: "  ")
        }
        let numbering = Self.numbering(of: viewModel)
        return lines + [""]
            + viewModel.rows.enumerated().flatMap { index, row in
                let picture = row.picture.map { texts(.mapsPicture, ["size": $0]) } ?? texts(.mapsNoPicture)
                let text = "\(screen.style.bold(row.name)) — \(row.places) · \(screen.style.dim(picture))"
                return screen.wrapper.wrap(text, prefix: "  \(numbering.label(section: 0, row: index)) ")
            }
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleMapsTexts

    public nonisolated static let place = Texts.Key.placeMaps

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleMapsScene>] = [
        .select(explanation: .helpMapsSelect) { scene, number throws(ConsoleCommandError) in
            guard let viewModel = scene.viewModel, let delegate = scene.delegate else { throw .notLoadedYet }
            let position = try numbering(of: viewModel).position(ofItem: number)
            delegate.mapsSceneDidSelectMap(id: viewModel.rows[position.row].id)
        }
    ]

    private static func numbering(of viewModel: MapsViewModel) -> ConsoleRowNumbering {
        ConsoleRowNumbering(isSelectable: [viewModel.rows.map { _ in true }])
    }
}

extension ConsoleSceneFactory: MapsSceneFactory {
    public func makeMapsScene() -> ConsoleMapsScene {
        ConsoleMapsScene(screen: screen)
    }
}
