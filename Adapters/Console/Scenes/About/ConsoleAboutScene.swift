public import ConbookAbout
import ConbookModuleKit

/// About on the console: the version, the convention and its last sync, what it holds, where the
/// data is kept, and the credits.
@MainActor
public final class ConsoleAboutScene: AboutScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any AboutSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: AboutViewModel?

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any AboutSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.aboutSceneDidLoad() }
    }

    public func show(_ viewModel: AboutViewModel) {
        self.viewModel = viewModel
    }

    public func appear() {
        if loadGate.appeared() { delegate?.aboutSceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        guard let about = viewModel else { return [style.bold(texts(.aboutTitle)), texts(.loading)] }
        var lines = [style.bold(about.title), ""]
        var facts = about.convention.map { (label: $0.label, value: $0.value) }
        if let contents = about.contents { facts.append((label: texts(.aboutHolds), value: contents)) }
        facts += about.storage.map { (label: $0.label, value: $0.value) }
        lines += ConsoleFactList.lines(facts, on: screen)
        if !about.skipped.isEmpty {
            lines += ["", style.bold(texts(.aboutSkippedTitle))]
            for skipped in about.skipped {
                lines += screen.wrapper.wrap(skipped, prefix: "  • ")
            }
        }
        if !about.credits.isEmpty {
            lines += ["", style.bold(texts(.aboutCredits))]
            for credit in about.credits {
                lines += screen.wrapper.wrap(credit, prefix: "  • ")
            }
        }
        return lines
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleAboutTexts

    public nonisolated static let place = Texts.Key.placeAbout

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleAboutScene>] = []
}

extension ConsoleSceneFactory: AboutSceneFactory {
    public func makeAboutScene() -> ConsoleAboutScene {
        ConsoleAboutScene(screen: screen)
    }
}
