public import ConbookLostAndFound
import ConbookModuleKit

/// The convention's lost & found on the console: the items grouped by status, numbered across the
/// groups, each with the time of its status and its picture link; without a login, how to log
/// in. `select N` expands an item (its description and every time known; again folds it),
/// `open N` follows the N-th item's picture link, `search TEXT` finds items, `refresh` fetches
/// the list again.
@MainActor
public final class ConsoleLostAndFoundScene: LostAndFoundScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any LostAndFoundSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: LostAndFoundViewModel?

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any LostAndFoundSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.lostAndFoundSceneDidLoad() }
    }

    public func show(_ viewModel: LostAndFoundViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.lostAndFoundSceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        let lines = [style.bold(texts(.lostAndFoundTitle))]
        guard let viewModel else { return lines + [texts(.loading)] }
        if let obstacle = viewModel.obstacle {
            return lines + [""] + screen.wrapper.wrap(obstacle, prefix: "  ")
        }
        var body = screen.wrapper.wrap(style.dim(viewModel.heading))
        if let search = viewModel.search { body += screen.wrapper.wrap(search) }
        var number = 0
        for group in viewModel.groups {
            body += ["", style.bold(group.title)]
            for item in group.items {
                number += 1
                body += screen.wrapper.wrap(style.bold(item.title), prefix: "  [\(number)] ")
                body += screen.wrapper.wrap(style.dim(item.time), prefix: "      ")
                for detail in item.details { body += screen.wrapper.wrap(detail, prefix: "      ") }
                if let picture = item.picture {
                    body += screen.wrapper.wrap("\(picture.name) — \(style.dim(picture.destination))", prefix: "      ")
                }
            }
        }
        guard number > 0 else { return lines + body }
        return lines + body + ["", style.dim(texts(.lostAndFoundHint))]
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleLostAndFoundTexts

    public nonisolated static let place = Texts.Key.placeLostAndFound

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleLostAndFoundScene>] = [
        .select(explanation: .helpLostAndFoundSelect) {
            scene, number throws(ConsoleCommandError) in
            let (items, delegate) = try scene.loaded()
            guard items.indices.contains(number - 1) else { throw .noSuchItem(number: number, count: items.count) }
            delegate.lostAndFoundSceneDidSelectItem(id: items[number - 1].id)
        },
        .numbered("open", explanation: .helpLostAndFoundOpen, expected: .expectedListedItem) {
            scene, number throws(ConsoleCommandError) in
            let (items, delegate) = try scene.loaded()
            guard items.indices.contains(number - 1) else { throw .noSuchItem(number: number, count: items.count) }
            guard let picture = items[number - 1].picture else {
                throw .notApplicable(scene.texts(.lostAndFoundNoPicture, ["number": "\(number)"]))
            }
            guard picture.canOpen else { throw .linkNotFollowed(name: picture.name, reason: picture.destination) }
            delegate.lostAndFoundSceneDidSelectPicture(id: items[number - 1].id)
        },
        .text("search", argument: "TEXT", explanation: .helpLostAndFoundSearch) {
            scene, text throws(ConsoleCommandError) in
            guard let delegate = scene.delegate, scene.viewModel != nil else { throw .notLoadedYet }
            delegate.lostAndFoundSceneDidSearch(for: text)
        },
        .plain("refresh", explanation: .helpLostAndFoundRefresh) { scene throws(ConsoleCommandError) in
            guard let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.lostAndFoundSceneDidAskToRefresh()
        },
    ]

    /// The items listed and the presenter, once the scene shows something.
    private func loaded() throws(ConsoleCommandError) -> ([LostAndFoundItemViewModel], any LostAndFoundSceneDelegate) {
        guard let viewModel, let delegate else { throw .notLoadedYet }
        return (viewModel.items, delegate)
    }
}

extension ConsoleSceneFactory: LostAndFoundSceneFactory {
    public func makeLostAndFoundScene() -> ConsoleLostAndFoundScene {
        ConsoleLostAndFoundScene(screen: screen)
    }
}
