public import ConbookCore
public import ConbookDealerDetail
import ConbookModuleKit

/// One dealer as a page: their names and what they sell, their days, den and place on the map (a
/// form that shows the table on its map), their pictures and texts under their headings, and their
/// links, each a form that follows it by its place in the list (checked against the list shown).
///
/// Its address is `/dealers/ID` once the dealer's view model names its identity; before that (or
/// for a dealer never shown) it is the Dealers section's, `/dealers`.
@MainActor
public final class WebDealerDetailScene: DealerDetailScene, WebScene {
    private enum Content {
        case loading
        case dealer(DealerDetailViewModel)
        case unavailable(String)
    }

    private let texts: WebWords<WebDealerDetailTexts.Key>
    private var delegate: (any DealerDetailSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading
    private var dealerID: String?

    /// Creates the scene, worded in a language; it reports nothing of its own to the session's
    /// notices (an unavailable dealer is the page itself).
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebDealerDetailTexts.self, language: language)
    }

    public func setDelegate(_ delegate: any DealerDetailSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.dealerDetailSceneDidLoad() }
    }

    public func show(_ viewModel: DealerDetailViewModel) {
        content = .dealer(viewModel)
        if let id = viewModel.id { dealerID = id }
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public var address: WebAddress { dealerID.map { .page("dealers", $0) } ?? .section("Dealers") }

    public var viewingActions: [String] { ["location", WebLinkChoices.action] }

    public func appear() {
        if loadGate.appeared() { delegate?.dealerDetailSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        switch content {
        case .loading:
            return WebPageContent(title: texts(.dealerTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        case .unavailable(let message):
            return WebPageContent(
                title: texts(.dealerUnavailable),
                body: [
                    .element(.p, [], [.text(message)]),
                    .element(.p, [], [context.link(texts(.allDealers), to: .section("Dealers"))]),
                ])
        case .dealer(let dealer):
            return WebPageContent(title: dealer.name, body: body(of: dealer, in: context))
        }
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, case .dealer(let dealer) = content else { throw .notLoadedYet }
        switch form.action {
        case "location":
            guard dealer.mapName != nil else { throw .unknownAction(form.action) }
            delegate.dealerDetailSceneDidSelectLocation()
        case WebLinkChoices.action:
            let index = try WebLinkChoices.index(in: form, of: dealer.links)
            delegate.dealerDetailSceneDidSelectLink(at: index)
        default:
            throw .unknownAction(form.action)
        }
    }

    private func body(of dealer: DealerDetailViewModel, in context: WebPageContext) -> [HTML] {
        var body: [HTML] = []
        if let alternateName = dealer.alternateName { body.append(.element(.p, [.class("muted")], [.text(alternateName)])) }
        if let shortDescription = dealer.shortDescription { body.append(.element(.p, [], [.text(shortDescription)])) }
        body.append(facts(of: dealer, in: context))
        if dealer.artistPicture != nil || dealer.aboutTheArtist != nil {
            let picture = dealer.artistPicture.map {
                HTML.element(
                    .div, [.class("picture")], [context.picture($0, alt: texts(.dealerArtistPicture, ["name": dealer.name]))])
            }
            body.append(
                section(texts(.dealerAboutArtist), [picture, dealer.aboutTheArtist.map(context.richText)].compactMap { $0 }))
        }
        if dealer.artPreview != nil || dealer.artPreviewCaption != nil || dealer.aboutTheArt != nil {
            var art: [HTML] = []
            if let preview = dealer.artPreview {
                let alt = dealer.artPreviewCaption ?? texts(.dealerArtPreview, ["name": dealer.name])
                art.append(.element(.div, [.class("picture")], [context.picture(preview, alt: alt)]))
            }
            if let caption = dealer.artPreviewCaption { art.append(.element(.p, [.class("muted")], [.text(caption)])) }
            if let about = dealer.aboutTheArt { art.append(context.richText(about)) }
            body.append(section(texts(.dealerAboutArt), art))
        }
        if !dealer.links.isEmpty { body.append(section(texts(.dealerLinks), [WebLinkChoices.rows(dealer.links, in: context)])) }
        return body
    }

    private func facts(of dealer: DealerDetailViewModel, in context: WebPageContext) -> HTML {
        var facts: [(term: String, value: [HTML])] = []
        if !dealer.categories.isEmpty {
            facts.append((texts(.dealerCategories), [.text(dealer.categories.joined(separator: ", "))]))
        }
        if !dealer.keywords.isEmpty {
            facts.append((texts(.dealerKeywords), [.text(dealer.keywords.joined(separator: " · "))]))
        }
        facts.append((texts(.dealerDays), [.text(dealer.attendance)]))
        if let den = dealer.afterDarkDen { facts.append((texts(.dealerDen), [.text(den)])) }
        if let map = dealer.mapName {
            facts.append((texts(.dealerOnTheMap), [.text(map + " "), context.button("location", label: texts(.showOnMap))]))
        } else {
            facts.append((texts(.dealerOnTheMap), [.text(texts(.dealerNotOnMap))]))
        }
        return .element(.dl, [], facts.flatMap { [HTML.element(.dt, [], [.text($0.term)]), .element(.dd, [], $0.value)] })
    }

    private func section(_ heading: String, _ content: [HTML]) -> HTML {
        .element(.section, [], [.element(.h2, [], [.text(heading)])] + content)
    }
}

extension WebSceneFactory: DealerDetailSceneFactory {
    public func makeDealerDetailScene() -> WebDealerDetailScene {
        WebDealerDetailScene(language: language, notices: notices)
    }
}
