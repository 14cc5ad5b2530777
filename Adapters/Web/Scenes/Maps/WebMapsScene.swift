public import ConbookCore
public import ConbookMaps
import ConbookModuleKit

/// The convention's maps as a page, in the organisers' order: each a link to its page
/// (`/maps/ID`), with how many places it has and its picture's size. The page posts no forms.
@MainActor
public final class WebMapsScene: MapsScene, WebScene {
    private let texts: WebWords<WebMapsTexts.Key>
    private let moduleTexts: TextCatalogue<MapsText>
    private let notices: WebNotices
    private var delegate: (any MapsSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: MapsViewModel?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebMapsTexts.self, language: language)
        moduleTexts = MapsTexts.catalogue(for: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any MapsSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.mapsSceneDidLoad() }
    }

    public func show(_ viewModel: MapsViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { .section("Maps") }

    public func appear() {
        if loadGate.appeared() { delegate?.mapsSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        let title = moduleTexts(.mapsSectionTitle)
        guard let viewModel else { return WebPageContent(title: title, body: [.element(.p, [], [.text(texts(.loading))])]) }
        guard !viewModel.rows.isEmpty else {
            return WebPageContent(
                title: title, body: [.element(.p, [], [.text(viewModel.emptyMessage ?? texts(.nothingToShow))])])
        }
        let rows = viewModel.rows.map { row in
            let picture = row.picture.map { texts(.mapsPicture, ["size": $0]) } ?? texts(.mapsNoPicture)
            return HTML.element(
                .li, [],
                [
                    context.link(row.name, to: .page("maps", row.id), attributes: [.class("row-title")]),
                    .element(.p, [.class("row-detail")], [.text("\(row.places) · \(picture)")]),
                ])
        }
        return WebPageContent(title: title, body: [.element(.ul, [.class("rows")], rows)])
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard delegate != nil, viewModel != nil else { throw .notLoadedYet }
        throw .unknownAction(form.action)
    }
}

extension WebSceneFactory: MapsSceneFactory {
    public func makeMapsScene() -> WebMapsScene {
        WebMapsScene(language: language, notices: notices)
    }
}
