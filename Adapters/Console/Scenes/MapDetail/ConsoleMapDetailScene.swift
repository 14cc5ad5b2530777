public import ConbookMapDetail
import ConbookModuleKit

/// One map on the console: its picture, how many places it has (and those ignored, with why), the
/// place it was opened at, and what the last `tap X Y` found, its events, dealer or places numbered
/// for `select N`.
@MainActor
public final class ConsoleMapDetailScene: MapDetailScene, ConsoleScene {
    private enum Content {
        case loading
        case map(MapDetailViewModel)
        case unavailable(String)
    }

    private let screen: ConsoleScreen
    private var delegate: (any MapDetailSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any MapDetailSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.mapDetailSceneDidLoad() }
    }

    public func show(_ viewModel: MapDetailViewModel) {
        content = .map(viewModel)
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.mapDetailSceneDidLoad() }
    }

    public func render() -> [String] {
        switch content {
        case .loading:
            [screen.style.bold(texts(.mapTitle)), texts(.loading)]
        case .unavailable(let message):
            [screen.style.bold(texts(.mapUnavailable))] + screen.wrapper.wrap(message)
                + [screen.style.dim(texts(.backReturnsToList))]
        case .map(let map):
            render(map)
        }
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleMapDetailTexts

    public nonisolated static let place = Texts.Key.placeMap

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleMapDetailScene>] = [
        ConsoleSceneCommand(
            words: ["tap"],
            help: { texts in [ConsoleCommandHelp(usage: "tap X Y", explanation: texts(.helpMapTap))] }
        ) { scene, line, texts throws(ConsoleCommandError) in
            let (map, delegate) = try scene.loaded()
            let (x, y) = try point(in: line, texts)
            if let picture = map.picture, picture.hasKnownSize {
                guard (0..<picture.width).contains(x), (0..<picture.height).contains(y) else {
                    throw .outsidePicture(x: x, y: y, width: picture.width, height: picture.height)
                }
            } else if x < 0 || y < 0 {
                throw .outsidePicture(x: x, y: y, width: nil, height: nil)
            }
            delegate.mapDetailSceneDidTap(x: x, y: y)
        },
        .select(explanation: .helpMapSelect) {
            scene, number throws(ConsoleCommandError) in
            let (map, delegate) = try scene.loaded()
            let position = try list(of: map.tapResult).numbering.position(ofItem: number)
            let sections = map.tapResult?.sections ?? []
            delegate.mapDetailSceneDidSelectTapResult(id: sections[position.section].rows[position.row].id)
        },
    ]

    /// The two whole numbers of `tap X Y` (a comma between them works too).
    private static func point(
        in line: ConsoleCommandLine, _ texts: Words
    ) throws(ConsoleCommandError) -> (x: Int, y: Int) {
        let numbers = line.arguments.split { $0 == " " || $0 == "," || $0 == "\t" }.map { Int($0) }
        guard numbers.count == 2, let x = numbers[0], let y = numbers[1] else {
            throw .invalidArguments(
                command: "tap", expected: texts(.expectedTapPoint), example: "tap 1784 661")
        }
        return (x, y)
    }

    private func loaded() throws(ConsoleCommandError) -> (MapDetailViewModel, any MapDetailSceneDelegate) {
        guard case .map(let map) = content, let delegate else { throw .notLoadedYet }
        return (map, delegate)
    }

    private func render(_ map: MapDetailViewModel) -> [String] {
        let style = screen.style
        var lines = screen.wrapper.wrap(style.bold(texts(.mapHeading, ["name": map.name])))
        if let picture = map.picture {
            lines += ConsoleScenePicture.lines(of: picture, on: screen)
        } else {
            lines.append(texts(.mapNoPicture))
        }
        lines += screen.wrapper.wrap(texts(.mapTapHint, ["places": map.places]), indent: "  ")
        if let focus = map.focus {
            lines += screen.wrapper.wrap(texts(.mapShowing, ["focus": focus]), indent: "  ")
        }
        if !map.ignoredPlaces.isEmpty {
            let count = map.ignoredPlaces.count
            lines += screen.wrapper.wrap(texts(.mapIgnoredPlaces, ["count": "\(count)"]), indent: "  ")
            lines += map.ignoredPlaces.flatMap { screen.wrapper.wrap(style.dim($0), prefix: "  ") }
        }
        guard let tap = map.tapResult else { return lines }
        lines += [""] + screen.wrapper.wrap(style.bold(texts(.mapTapAt, ["point": tap.point, "title": tap.title])), indent: "  ")
        lines += tap.details.flatMap { screen.wrapper.wrap($0, prefix: "  ") }
        lines += Self.list(of: tap).lines(style: style) { row, _, label in
            let detail = row.detail.map { " · " + style.dim($0) } ?? ""
            return screen.wrapper.wrap(row.title + detail, prefix: "  \(label) ")
        }
        return lines
    }

    private static func list(of tap: MapTapViewModel?) -> ConsoleSectionedList<MapTapRowViewModel> {
        ConsoleSectionedList(sections: (tap?.sections ?? []).map { ($0.title, $0.rows) }, isSelectable: \.isSelectable)
    }
}

extension ConsoleSceneFactory: MapDetailSceneFactory {
    public func makeMapDetailScene() -> ConsoleMapDetailScene {
        ConsoleMapDetailScene(screen: screen)
    }
}
