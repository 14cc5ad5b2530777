import ConbookModuleKit
public import ConbookWhatsOn

/// What's on, on the console: what runs now and what starts soon, numbered for `select N` and
/// `favourite N`, each with how long it still runs or how soon it starts; `now N` looks N minutes
/// ahead.
@MainActor
public final class ConsoleWhatsOnScene: WhatsOnScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any WhatsOnSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: WhatsOnViewModel?

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any WhatsOnSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.whatsOnSceneDidLoad() }
    }

    public func show(_ viewModel: WhatsOnViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.whatsOnSceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        var lines = [style.bold(texts(.whatsOnTitle))]
        guard let viewModel else { return lines + [texts(.loading)] }
        lines += screen.wrapper.wrap(viewModel.heading)
        if let empty = viewModel.emptyMessage {
            return lines + [""] + screen.wrapper.wrap(empty, prefix: "  ")
        }
        var number = 0
        for section in viewModel.sections {
            lines += [""] + screen.wrapper.wrap(style.bold(section.title))
            for row in section.rows {
                number += 1
                lines += render(row, label: "[\(number)]")
            }
        }
        return lines + [""] + screen.wrapper.wrap(style.dim(texts(.whatsOnHint)), indent: "  ")
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleWhatsOnTexts

    public nonisolated static let place = Texts.Key.placeWhatsOn

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleWhatsOnScene>] = [
        .select(explanation: .helpWhatsOnSelect) { scene, number throws(ConsoleCommandError) in
            let (id, delegate) = try scene.row(numbered: number)
            delegate.whatsOnSceneDidSelectEvent(id: id)
        },
        .numbered("favourite", explanation: .helpWhatsOnFavourite, expected: .expectedListedItem) {
            scene, number throws(ConsoleCommandError) in
            let (id, delegate) = try scene.row(numbered: number)
            delegate.whatsOnSceneDidToggleFavourite(id: id)
        },
        .numbered("now", explanation: .helpWhatsOnWindow, expected: .expectedWindowMinutes) {
            scene, minutes throws(ConsoleCommandError) in
            guard let delegate = scene.delegate else { throw .notLoadedYet }
            guard WhatsOnModuleBuilder.windowMinutes.contains(minutes) else {
                throw .invalidArguments(command: "now", expected: scene.texts(.expectedWindowMinutes), example: "now 180")
            }
            delegate.whatsOnSceneDidChangeWindow(minutes: minutes)
        },
    ]

    /// The identity of the event numbered so, counting through the sections.
    private func row(numbered number: Int) throws(ConsoleCommandError) -> (String, any WhatsOnSceneDelegate) {
        guard let viewModel, let delegate else { throw .notLoadedYet }
        let rows = viewModel.sections.flatMap(\.rows)
        guard rows.indices.contains(number - 1) else { throw .noSuchItem(number: number, count: rows.count) }
        return (rows[number - 1].id, delegate)
    }

    private func render(_ row: WhatsOnRowViewModel, label: String) -> [String] {
        let style = screen.style
        let star = row.isFavourite ? style.favourite("★") : " "
        return screen.wrapper.wrap(
            "\(row.timeRange)  \(style.bold(row.title)) — \(row.room) · \(style.dim(row.when))", prefix: "  \(label) \(star) ")
    }
}

extension ConsoleSceneFactory: WhatsOnSceneFactory {
    public func makeWhatsOnScene() -> ConsoleWhatsOnScene {
        ConsoleWhatsOnScene(screen: screen)
    }
}
