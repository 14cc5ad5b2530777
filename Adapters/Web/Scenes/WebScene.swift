public import ConbookModuleKit

/// A scene as a page in a browser: it keeps what its presenter last showed, writes it as HTML
/// when the page is asked for, and hands what a form posts back to its presenter.
///
/// Every choice a form sends names its item by identity (an id, a name), never by a position on
/// the page, so that a page the browser shows after a sync changed the list is never applied to
/// another item: the presenter refuses it ("the page changed") and the page shows again as it is.
@MainActor
public protocol WebScene: Scene {
    /// The page's own address: where the browser returns after an action on it, and what a link
    /// or the browser's Back button asks for to see it again (a section's first page is
    /// `WebAddress.section(name)`, a menu scene's `/` with its word, an event's `/events/ID`).
    var address: WebAddress { get }

    /// The actions of the page that only change what it shows (a day, a page, a filter, a search,
    /// a place on a map, a link followed), never what is kept: the only ones the guide for
    /// everyone (`WebGuide`) offers, as steps of its addresses. They are in the order in which
    /// they narrow the page: choosing one keeps the choices before it and starts over those after
    /// it (a day starts over its page), so that every state of the page has one address.
    var viewingActions: [String] { get }

    /// The scene became the page shown: the first time, it tells its presenter it loaded.
    func appear()

    /// The page as the scene shows it now.
    func page(in context: WebPageContext) -> WebPageContent

    /// Carries out what a form of the page posted (`WebForm.action` and its fields) by telling
    /// the presenter; throws when the form asks for something the page does not offer or lacks a
    /// field (the server answers 400 and shows the page again).
    func act(on form: WebForm) throws(WebFormError)

    /// Where the last action sends the browser outside, once (an address with a secret in it, such
    /// as the game's with the login token, is never written in a page: a form's action leads
    /// there); nil to show the page the action leads to.
    func takeDeparture() -> WebAddress?
}

extension WebScene {
    /// Most actions stay on the server's pages.
    public func takeDeparture() -> WebAddress? { nil }

    /// A page offers none unless it says so.
    public var viewingActions: [String] { [] }
}
