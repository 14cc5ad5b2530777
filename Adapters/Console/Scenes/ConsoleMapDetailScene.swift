import ConbookModuleKit
public import ConbookMapDetail

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

    public func appear() {
        if loadGate.appeared() { delegate?.mapDetailSceneDidLoad() }
    }

    public func render() -> [String] {
        switch content {
        case .loading:
            [screen.style.bold("Map"), "Loading…"]
        case .unavailable(let message):
            [screen.style.bold("Map unavailable")] + screen.wrapper.wrap(message)
                + [screen.style.dim("`back` returns to the list")]
        case .map(let map):
            render(map)
        }
    }

    public nonisolated static let place = "a map's page"

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleMapDetailScene>] = [
        ConsoleSceneCommand(
            words: ["tap"],
            help: [ConsoleCommandHelp(
                usage: "tap X Y",
                explanation: "show what is at a point of the map's picture (X and Y in pixels from its top left corner)")]
        ) { scene, line throws(ConsoleCommandError) in
            let (map, delegate) = try scene.loaded()
            let (x, y) = try point(in: line)
            if let picture = map.picture, picture.hasKnownSize {
                guard (0..<picture.width).contains(x), (0..<picture.height).contains(y) else {
                    throw .outsidePicture(x: x, y: y, width: picture.width, height: picture.height)
                }
            } else if x < 0 || y < 0 {
                throw .outsidePicture(x: x, y: y, width: nil, height: nil)
            }
            delegate.mapDetailSceneDidTap(x: x, y: y)
        },
        .select(explanation: "follow the N-th numbered result of the last tap: an event, a dealer or a place") {
            scene, number throws(ConsoleCommandError) in
            let (map, delegate) = try scene.loaded()
            let position = try list(of: map.tapResult).numbering.position(ofItem: number)
            delegate.mapDetailSceneDidSelectTapResult(section: position.section, row: position.row)
        },
    ]

    /// The two whole numbers of `tap X Y` (a comma between them works too).
    private static func point(in line: ConsoleCommandLine) throws(ConsoleCommandError) -> (x: Int, y: Int) {
        let numbers = line.arguments.split { $0 == " " || $0 == "," || $0 == "\t" }.map { Int($0) }
        guard numbers.count == 2, let x = numbers[0], let y = numbers[1] else {
            throw .invalidArguments(
                command: "tap", expected: "two whole numbers, X and Y, in pixels of the picture", example: "tap 1784 661")
        }
        return (x, y)
    }

    private func loaded() throws(ConsoleCommandError) -> (MapDetailViewModel, any MapDetailSceneDelegate) {
        guard case .map(let map) = content, let delegate else { throw .notLoadedYet }
        return (map, delegate)
    }

    private func render(_ map: MapDetailViewModel) -> [String] {
        let style = screen.style
        var lines = screen.wrapper.wrap(style.bold("Map: \(map.name)"))
        if let picture = map.picture {
            lines += ConsoleScenePicture.lines(of: picture, on: screen)
        } else {
            lines.append("No picture")
        }
        lines += screen.wrapper.wrap("\(map.places) · `tap X Y` shows what is at a point of the picture", indent: "  ")
        if let focus = map.focus {
            lines += screen.wrapper.wrap("Showing: \(focus)", indent: "  ")
        }
        if !map.ignoredPlaces.isEmpty {
            let count = map.ignoredPlaces.count
            lines += screen.wrapper.wrap("Ignored, for wrong data: \(count) place\(count == 1 ? "" : "s")", indent: "  ")
            lines += map.ignoredPlaces.flatMap { screen.wrapper.wrap(style.dim($0), prefix: "  ") }
        }
        guard let tap = map.tapResult else { return lines }
        lines += [""] + screen.wrapper.wrap(style.bold("At \(tap.point): \(tap.title)"), indent: "  ")
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
    public func makeMapDetailScene() -> any MapDetailScene {
        ConsoleMapDetailScene(screen: screen)
    }
}
