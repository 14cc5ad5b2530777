import ConbookModuleKit
public import ConbookSharedPicks

/// A friend's picks on the console, numbered, favourites starred: `add all` takes them all over,
/// `add N` and `remove N` one event at a time; `keep NAME` keeps them as a friend's list instead.
@MainActor
public final class ConsoleSharedPicksScene: SharedPicksScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any SharedPicksSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: SharedPicksViewModel?

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any SharedPicksSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.sharedPicksSceneDidLoad() }
    }

    public func show(_ viewModel: SharedPicksViewModel) {
        self.viewModel = viewModel
    }

    public func appear() {
        if loadGate.appeared() { delegate?.sharedPicksSceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        guard let viewModel else { return [style.bold(texts(.sharedPicksTitle)), texts(.loading)] }
        var lines = [style.bold(viewModel.title)]
        if !viewModel.summary.isEmpty { lines += screen.wrapper.wrap(style.dim(viewModel.summary)) }
        if let emptyMessage = viewModel.emptyMessage {
            lines += [""] + screen.wrapper.wrap(emptyMessage, prefix: "  ")
        }
        let numbering = ConsoleRowNumbering(isSelectable: [viewModel.rows.map { _ in true }])
        for (index, row) in viewModel.rows.enumerated() {
            let star = row.isFavourite ? style.favourite("★") : " "
            let prefix = "  \(numbering.label(section: 0, row: index)) \(star) "
            let indent = String(repeating: " ", count: TextWrapper.visibleWidth(of: prefix))
            lines += screen.wrapper.wrap(style.bold(row.title), prefix: prefix)
            lines += screen.wrapper.wrap(style.dim("\(row.when) · \(row.room)"), prefix: indent)
        }
        if let status = viewModel.status { lines += [""] + screen.wrapper.wrap(status) }
        if !viewModel.rows.isEmpty { lines += [""] + screen.wrapper.wrap(style.dim(texts(.sharedPicksHint))) }
        return lines
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleSharedPicksTexts

    public nonisolated static let place = Texts.Key.placeSharedPicks

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleSharedPicksScene>] = [
        .text("add", argument: "all|N", explanation: .helpSharedPicksAdd) { scene, argument throws(ConsoleCommandError) in
            guard let viewModel = scene.viewModel, let delegate = scene.delegate else { throw .notLoadedYet }
            if argument.lowercased() == "all" || argument.lowercased() == scene.texts(.sharedPicksAllWord) {
                delegate.sharedPicksSceneDidChooseAddAll()
                return
            }
            guard let number = Int(argument) else {
                throw .invalidArguments(
                    command: "add", expected: scene.texts(.expectedSharedPicksAdd), example: "add 2")
            }
            delegate.sharedPicksSceneDidChooseAdd(row: try row(numbered: number, in: viewModel))
        },
        .numbered("remove", explanation: .helpSharedPicksRemove, expected: .expectedListedItem) {
            scene, number throws(ConsoleCommandError) in
            guard let viewModel = scene.viewModel, let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.sharedPicksSceneDidChooseRemove(row: try row(numbered: number, in: viewModel))
        },
        .text("keep", argument: "NAME", explanation: .helpSharedPicksKeep) { scene, name throws(ConsoleCommandError) in
            guard scene.viewModel != nil, let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.sharedPicksSceneDidChooseKeep(asName: name)
        },
    ]

    private static func row(numbered number: Int, in viewModel: SharedPicksViewModel) throws(ConsoleCommandError) -> Int {
        try ConsoleRowNumbering(isSelectable: [viewModel.rows.map { _ in true }]).position(ofItem: number).row
    }
}

extension ConsoleSceneFactory: SharedPicksSceneFactory {
    public func makeSharedPicksScene() -> ConsoleSharedPicksScene {
        ConsoleSharedPicksScene(screen: screen)
    }
}
