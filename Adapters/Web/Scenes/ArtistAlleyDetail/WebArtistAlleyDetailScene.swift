public import ConbookArtistAlleyDetail
public import ConbookCore
import ConbookModuleKit

/// One table of the artist alley as a page: the artist, their table and what they offer, their
/// picture, and their links, each a form that follows it by its place in the list (checked
/// against the list shown).
///
/// Its address is `/artist-alley/ID` once the table's view model names its identity; before that
/// it is the Artist Alley section's, `/artist-alley`.
@MainActor
public final class WebArtistAlleyDetailScene: ArtistAlleyDetailScene, WebScene {
    private enum Content {
        case loading
        case table(ArtistAlleyDetailViewModel)
        case unavailable(String)
    }

    private let texts: WebWords<WebArtistAlleyDetailTexts.Key>
    private var delegate: (any ArtistAlleyDetailSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading
    private var tableID: String?

    /// Creates the scene, worded in a language; it reports nothing of its own to the session's
    /// notices (a table gone is the page itself).
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebArtistAlleyDetailTexts.self, language: language)
    }

    public func setDelegate(_ delegate: any ArtistAlleyDetailSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.artistAlleyDetailSceneDidLoad() }
    }

    public func show(_ viewModel: ArtistAlleyDetailViewModel) {
        content = .table(viewModel)
        if let id = viewModel.id { tableID = id }
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public var address: WebAddress { tableID.map { .page("artist-alley", $0) } ?? .section("ArtistAlley") }

    public var viewingActions: [String] { [WebLinkChoices.action] }

    public func appear() {
        if loadGate.appeared() { delegate?.artistAlleyDetailSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        switch content {
        case .loading:
            return WebPageContent(title: texts(.alleyTableTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        case .unavailable(let message):
            return WebPageContent(
                title: texts(.alleyTableUnavailable),
                body: [
                    .element(.p, [], [.text(message)]),
                    .element(.p, [], [context.link(texts(.wholeAlley), to: .section("ArtistAlley"))]),
                ])
        case .table(let table):
            var body: [HTML] = []
            if let number = table.table { body.append(.element(.p, [.class("muted")], [.text(number)])) }
            if let description = table.shortDescription { body.append(.element(.p, [], [.text(description)])) }
            if let picture = table.picture {
                body.append(
                    .element(
                        .div, [.class("picture")],
                        [context.picture(picture, alt: texts(.alleyTablePicture, ["name": table.name]))]))
            }
            if !table.links.isEmpty {
                body.append(
                    .element(
                        .section, [],
                        [.element(.h2, [], [.text(texts(.alleyTableLinks))]), WebLinkChoices.rows(table.links, in: context)]))
            }
            return WebPageContent(title: table.name, body: body)
        }
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, case .table(let table) = content else { throw .notLoadedYet }
        switch form.action {
        case WebLinkChoices.action:
            let index = try WebLinkChoices.index(in: form, of: table.links)
            delegate.artistAlleyDetailSceneDidSelectLink(at: index)
        default:
            throw .unknownAction(form.action)
        }
    }
}

extension WebSceneFactory: ArtistAlleyDetailSceneFactory {
    public func makeArtistAlleyDetailScene() -> WebArtistAlleyDetailScene {
        WebArtistAlleyDetailScene(language: language, notices: notices)
    }
}
