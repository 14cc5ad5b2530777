public import ConbookAbout
public import ConbookCore
import ConbookModuleKit

/// About as a page: the version as its title, the facts of the convention, what it holds and the
/// data kept as a list of terms and values (a web address among them as a link outside), then
/// what syncs left out of the source's data and the credits, each under its heading.
@MainActor
public final class WebAboutScene: AboutScene, WebScene {
    private let texts: WebWords<WebAboutTexts.Key>
    private var delegate: (any AboutSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: AboutViewModel?

    /// Creates the scene, worded in a language (About reports no problems, so it tells the
    /// session's notices nothing).
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebAboutTexts.self, language: language)
    }

    public func setDelegate(_ delegate: any AboutSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.aboutSceneDidLoad() }
    }

    public func show(_ viewModel: AboutViewModel) {
        self.viewModel = viewModel
    }

    public var address: WebAddress { .page("about") }

    public func appear() {
        if loadGate.appeared() { delegate?.aboutSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        guard let viewModel else {
            return WebPageContent(title: texts(.aboutTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        }
        // A static copy's pages change only when what they show does: not at each run's sync.
        var facts = viewModel.convention.filter { !(context.isStatic && $0.isThisMachinesSyncTime) }
            .map { (label: $0.label, value: $0.value) }
        if let contents = viewModel.contents { facts.append((label: texts(.aboutHolds), value: contents)) }
        facts += viewModel.storage.map { (label: $0.label, value: $0.value) }
        var body: [HTML] = []
        if !facts.isEmpty {
            body.append(
                .element(
                    .dl, [],
                    facts.flatMap { fact in
                        [.element(.dt, [], [.text(fact.label)]), .element(.dd, [], [value(fact.value, in: context)])]
                    }))
        }
        body += list(texts(.aboutSkippedTitle), viewModel.skipped)
        body += list(texts(.aboutCredits), viewModel.credits)
        if body.isEmpty { body.append(.element(.p, [], [.text(texts(.nothingToShow))])) }
        return WebPageContent(title: viewModel.title, body: body)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard delegate != nil, viewModel != nil else { throw .notLoadedYet }
        throw .unknownAction(form.action)
    }

    /// A fact's value: a link outside when it is a web address, else its text.
    private func value(_ value: String, in context: WebPageContext) -> HTML {
        let lowered = value.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://"), let address = WebAddress(external: value) else {
            return .text(value)
        }
        return context.link(value, to: address)
    }

    /// A section of lines under a heading; nothing when there are none.
    private func list(_ heading: String, _ lines: [String]) -> [HTML] {
        guard !lines.isEmpty else { return [] }
        return [
            .element(
                .section, [],
                [
                    .element(.h2, [], [.text(heading)]),
                    .element(.ul, [], lines.map { .element(.li, [], [.text($0)]) }),
                ])
        ]
    }
}

extension WebSceneFactory: AboutSceneFactory {
    public func makeAboutScene() -> WebAboutScene {
        WebAboutScene(language: language, notices: notices)
    }
}
