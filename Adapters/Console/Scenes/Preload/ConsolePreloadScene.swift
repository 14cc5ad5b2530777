import ConbookModuleKit
public import ConbookPreload

/// The first-launch download on the console: progress lines while it runs; after a failure,
/// `refresh` tries again and `cancel` gives up.
@MainActor
public final class ConsolePreloadScene: PreloadScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any PreloadSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var progress: PreloadProgressViewModel?
    private var failure: String?

    /// Creates the scene, writing progress and problems to a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any PreloadSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.preloadSceneDidLoad() }
    }

    public func showProgress(_ progress: PreloadProgressViewModel) {
        self.progress = progress
        failure = nil
        let item = progress.itemNumber.flatMap { number in progress.itemCount.map { (number: number, count: $0) } }
        screen.showProgress(
            Self.progressLine(progress), receivedBytes: progress.receivedBytes, expectedBytes: progress.expectedBytes,
            item: item)
    }

    public func showFailure(_ message: String) {
        failure = message
        screen.reportProblem(texts(.preloadFailed, ["reason": message]))
    }

    public func appear() {
        if loadGate.appeared() { delegate?.preloadSceneDidLoad() }
    }

    /// True while the download runs: until it fails, or the content replaces this scene.
    public var isAwaitingOutcome: Bool {
        loadGate.hasOpened && failure == nil
    }

    public func render() -> [String] {
        var lines = [screen.style.bold(texts(.preloadTitle))]
        if let failure {
            lines += screen.wrapper.wrap(texts(.preloadFailed, ["reason": failure]))
            lines.append(screen.style.dim(texts(.preloadRetryHint)))
        } else if let progress {
            lines.append(Self.progressLine(progress))
        } else {
            lines.append(texts(.preloadStarting))
        }
        return lines
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsolePreloadTexts

    public nonisolated static let place = Texts.Key.placePreload

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsolePreloadScene>] = [
        .plain("refresh", explanation: .helpPreloadRefresh) { scene throws(ConsoleCommandError) in
            try scene.retry()
        },
        .plain("cancel", explanation: .helpPreloadCancel) { scene in
            scene.delegate?.preloadSceneDidRequestCancel()
        },
    ]

    private func retry() throws(ConsoleCommandError) {
        guard failure != nil else { throw .downloadRunning }
        failure = nil
        delegate?.preloadSceneDidRequestRetry()
    }

    private static func progressLine(_ progress: PreloadProgressViewModel) -> String {
        progress.fractionCompleted < 1 ? progress.text + "…" : progress.text
    }
}

extension ConsoleSceneFactory: PreloadSceneFactory {
    public func makePreloadScene() -> ConsolePreloadScene {
        ConsolePreloadScene(screen: screen)
    }
}
