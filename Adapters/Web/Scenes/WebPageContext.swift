public import ConbookCore
public import ConbookModuleKit

/// What a scene writes its page with: the language, the page's own address, forms that post an
/// action back to the page (each with the session's form token, which the server checks), pictures
/// by content address, and formatted text.
///
/// On a page of the guide for everyone (`WebGuide`) there is no session: only the actions that
/// change what the page shows (`WebScene.viewingActions`) are offered, a button as a link to the
/// page's address with one more step and a form as a `GET` form; every other form is left out
/// (and, in a static site, every form with fields to fill in).
@MainActor
public struct WebPageContext {
    /// The field of every form that carries the session's form token (against cross-site forms).
    public static let formTokenField = "csrf"

    /// The language of the page.
    public let language: Language
    /// The page's own address, where its forms post.
    public let address: WebAddress
    private let forms: Forms
    private let pictures: WebPictureShelf
    private let richText: WebRichText

    /// A context for writing one page.
    /// - Parameters:
    ///   - language: the page's language.
    ///   - address: the page's address.
    ///   - formToken: the session's token, put in every form.
    ///   - pictures: where pictures are kept for the server to serve.
    ///   - ownAddress: the server's page a link's destination leads to, if any.
    public init(
        language: Language, address: WebAddress, formToken: String, pictures: WebPictureShelf,
        ownAddress: @escaping (String) -> WebAddress? = { _ in nil }
    ) {
        self.language = language
        self.address = address
        forms = .posted(formToken: formToken)
        self.pictures = pictures
        richText = WebRichText(ownAddress: ownAddress)
    }

    /// How a page's forms act: posted in a session, or steps of the guide's addresses.
    enum Forms {
        /// Forms post to the page with the session's token.
        case posted(formToken: String)
        /// A page of the guide: the actions it offers; whether it is a static file (no forms).
        case guide(WebGuideAddress, viewingActions: [String], isStatic: Bool)
    }

    /// A context for writing one page of the guide for everyone.
    init(
        language: Language, guideAddress: WebGuideAddress, viewingActions: [String], isStatic: Bool,
        pictures: WebPictureShelf, ownAddress: @escaping (String) -> WebAddress?
    ) {
        self.language = language
        address = guideAddress.address
        forms = .guide(guideAddress, viewingActions: viewingActions, isStatic: isStatic)
        self.pictures = pictures
        richText = WebRichText(ownAddress: ownAddress)
    }

    /// Whether the page is the guide's for everyone: a scene leaves out what only means something
    /// to one attendee (favourite marks, read marks, what can be hidden or kept).
    public var isForEveryone: Bool {
        if case .guide = forms { return true }
        return false
    }

    /// Whether the page is a static copy's (`conbook site`): written once for every visitor until
    /// the next run, so a scene leaves out what changes at every run.
    public var isStatic: Bool {
        if case .guide(_, _, let isStatic) = forms { return isStatic }
        return false
    }

    /// The field of a guide's `GET` form that names its action.
    nonisolated static let guideActionField = "do"

    /// A form that posts `action` to the page, with hidden `fields` (an item's identity) and its
    /// visible `content` (fields, labels, its button).
    public func form(
        _ action: String, fields: [(name: String, value: String)] = [], attributes: [HTMLAttribute] = [],
        _ content: [HTML]
    ) -> HTML {
        switch forms {
        case .posted(let formToken):
            let hidden = ([(WebPageContext.formTokenField, formToken), (WebForm.actionField, action)] + fields).map {
                HTML.element(.input, [.type("hidden"), .name($0.0), .value($0.1)])
            }
            return .element(.form, [.methodPost, .action(address)] + attributes, hidden + content)
        case .guide(_, let viewingActions, let isStatic):
            guard viewingActions.contains(action), !isStatic else { return .empty }
            let hidden = ([(Self.guideActionField, action)] + fields).map {
                HTML.element(.input, [.type("hidden"), .name($0.0), .value($0.1)])
            }
            return .element(.form, [.methodGet, .action(address)] + attributes, hidden + content)
        }
    }

    /// A form of one button that posts `action` with hidden `fields`.
    public func button(
        _ action: String, fields: [(name: String, value: String)] = [], label: String,
        attributes: [HTMLAttribute] = []
    ) -> HTML {
        guard case .guide(let guideAddress, let viewingActions, _) = forms else {
            return form(
                action, fields: fields, attributes: [.class("inline")],
                [.element(.button, [.type("submit")] + attributes, [.text(label)])])
        }
        guard viewingActions.contains(action) else { return .empty }
        let target = guideAddress.taking(WebGuideStep(action: action, fields: fields), order: viewingActions)
        // A link is not a toggle: its state shows as the current page, or not at all.
        let kept = attributes.filter { $0.name != "aria-pressed" }
        return .element(.a, [.href(target.address), .class("button")] + kept, [.text(label)])
    }

    /// A link.
    public func link(_ text: String, to address: WebAddress, attributes: [HTMLAttribute] = []) -> HTML {
        let external = address.text.hasPrefix("/") ? [] : [HTMLAttribute.relExternal]
        return .element(.a, [.href(address)] + external + attributes, [.text(text)])
    }

    /// A picture: an image with its size given, loaded lazily, from the server by its content's
    /// digest; its description as text when its bytes are not kept or not a picture a browser
    /// may be given.
    public func picture(_ picture: PictureViewModel, alt: String) -> HTML {
        let texts = WebTexts.catalogue(for: language)
        guard let source = pictureAddress(picture) else {
            return .element(
                .p, [.class("picture-missing")], [.text(texts(.pictureNotShown, ["description": picture.description]))])
        }
        var attributes: [HTMLAttribute] = [.src(source), .alt(alt), .loadingLazy]
        if picture.width > 0, picture.height > 0 { attributes += [.width(picture.width), .height(picture.height)] }
        let image = HTML.element(.img, attributes)
        guard picture.isEarlierVersion else { return image }
        return .element(.figure, [], [image, .element(.figcaption, [], [.text(texts(.earlierPictureVersion))])])
    }

    /// The address the server serves a picture's bytes at (kept for it now), for an element of
    /// the scene's own (a map's image button); nil when its bytes are not kept or not a picture a
    /// browser may be given.
    public func pictureAddress(_ picture: PictureViewModel) -> WebAddress? {
        picture.bytes.flatMap { pictures.address(of: $0) }
    }

    /// Formatted text, its links only to allowed addresses.
    public func richText(_ text: RichText) -> HTML {
        richText.html(text)
    }
}
