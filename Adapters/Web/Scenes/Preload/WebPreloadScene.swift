public import ConbookCore
import ConbookModuleKit
public import ConbookPreload

/// The first download as a page: what it is doing (with the item it is at) over a `progress` bar
/// and, while it downloads, the bytes received; a button gives up. When it failed, why, with a button
/// to try again and one to give up.
///
/// The page has no script: a browser sees the progress move when the page is asked for again.
@MainActor
public final class WebPreloadScene: PreloadScene, WebScene {
    private let texts: WebWords<WebPreloadTexts.Key>
    private var delegate: (any PreloadSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var progress: PreloadProgressViewModel?
    private var failure: String?

    /// Creates the scene, worded in a language (a failure shows on the page itself, so it tells
    /// the session's notices nothing).
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebPreloadTexts.self, language: language)
    }

    public func setDelegate(_ delegate: any PreloadSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.preloadSceneDidLoad() }
    }

    public func showProgress(_ progress: PreloadProgressViewModel) {
        self.progress = progress
        failure = nil
    }

    public func showFailure(_ message: String) {
        failure = message
    }

    public var address: WebAddress { .page("download") }

    public func appear() {
        if loadGate.appeared() { delegate?.preloadSceneDidLoad() }
    }

    /// True while the download runs: until it fails, or the content replaces this page.
    public var isAwaitingOutcome: Bool {
        loadGate.hasOpened && failure == nil
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        let title = texts(.preloadTitle)
        let cancel = context.button("cancel", label: texts(.cancelDownload))
        if let failure {
            return WebPageContent(
                title: title,
                body: [
                    .element(.p, [.class("warning"), .role("alert")], [.text(texts(.preloadFailed, ["reason": failure]))]),
                    .element(.div, [.class("actions")], [context.button("retry", label: texts(.tryAgain)), cancel]),
                ])
        }
        // Without script, the page loads itself again while the download runs, to show its progress.
        let reload = isAwaitingOutcome ? 2 : nil
        guard let progress else {
            return WebPageContent(
                title: title, body: [.element(.p, [.role("status")], [.text(texts(.preloadStarting))]), cancel],
                reloadAfterSeconds: reload)
        }
        return WebPageContent(title: title, body: bar(progress) + [cancel], reloadAfterSeconds: reload)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate else { throw .notLoadedYet }
        switch form.action {
        case "retry":
            guard failure != nil else { throw .unknownAction(form.action) }
            failure = nil
            delegate.preloadSceneDidRequestRetry()
        case "cancel":
            delegate.preloadSceneDidRequestCancel()
        default: throw .unknownAction(form.action)
        }
    }

    /// The progress bar, labelled with what is happening, and below it the bytes received.
    private func bar(_ progress: PreloadProgressViewModel) -> [HTML] {
        let percent = Int((min(max(progress.fractionCompleted, 0), 1) * 100).rounded())
        let label = progress.fractionCompleted < 1 ? progress.text + "…" : progress.text
        let identifier = "preload-progress"
        let moduleTexts = ModuleTexts.catalogue(for: texts.language)
        let detail: [HTML] =
            progress.receivedBytes.map { received in
                let receivedText = ByteCount.text(received, in: moduleTexts)
                let text =
                    progress.expectedBytes.map {
                        texts(.bytesOf, ["received": receivedText, "expected": ByteCount.text($0, in: moduleTexts)])
                    } ?? texts(.bytes, ["received": receivedText])
                return [.element(.p, [.class("row-detail")], [.text(text)])]
            } ?? []
        return [
            .element(.label, [.for(identifier)], [.text(label)]),
            .element(
                .progress, [.id(identifier), .max(100), .value("\(percent)")], [.text(texts(.percent, ["percent": "\(percent)"]))]
            ),
        ] + detail
    }
}

extension WebSceneFactory: PreloadSceneFactory {
    public func makePreloadScene() -> WebPreloadScene {
        WebPreloadScene(language: language, notices: notices)
    }
}
