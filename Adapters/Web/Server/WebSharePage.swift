import ConbookCore
import ConbookDirector
import ConbookModuleKit
import ConbookQRCode
import ConbookSharedPicks

/// The page that shares the attendee's picks (`/share`): their favourites as a share code, in text
/// and as a QR code a friend's phone scans, and a form that opens a friend's code, whose picks then
/// show on the Director's page of a friend's picks (`SharedPicksScene`), as `conbook import CODE`
/// and the console's `share` do. A page of the browser front end, as `share` is a command of the
/// command line: it reads the Core's use case; no module of its own.
@MainActor
struct WebSharePage {
    /// The page's address.
    static let address = WebAddress.page("share")
    /// The action of the form that opens a friend's code, and its field.
    static let openAction = "open"
    static let codeField = "code"

    let conbook: Conbook

    /// The page's content.
    func content(in context: WebPageContext) -> WebPageContent {
        let texts = WebTexts.catalogue(for: conbook.language)
        var body: [HTML] = []
        do throws(StoreError) {
            if let code = try conbook.sharePicks.shareCode() {
                body.append(.element(.p, [], [.text(texts(.shareIntro, ["count": "\(code.picks.events.count)"]))]))
                body.append(.element(.h2, [], [.text(texts(.shareCodeHeading))]))
                body.append(.element(.p, [], [.element(.code, [], [.text(code.text)])]))
                if let matrix = QRCodeMatrix(alphanumeric: code.text) {
                    body.append(WebCodeDrawing.svg(matrix.modules, label: texts(.shareQRLabel)))
                } else {
                    body.append(
                        .element(.p, [.class("muted")], [.text(texts(.shareNoQRCode, ["characters": "\(code.text.count)"]))]))
                }
            } else {
                body.append(.element(.p, [], [.text(texts(.shareNothingStored))]))
            }
        } catch {
            body.append(.element(.p, [.class("warning")], [.text(texts(.shareUnreadable, ["reason": "\(error)"]))]))
        }
        let fieldID = "friend-code"
        body.append(.element(.h2, [], [.text(texts(.shareOpenHeading))]))
        body.append(
            context.form(
                Self.openAction,
                [
                    .element(.label, [.for(fieldID)], [.text(texts(.shareOpenLabel))]),
                    .element(.br),
                    .element(.textarea, [.id(fieldID), .name(Self.codeField), .rows(3), .required, .autocomplete("off")], []),
                    .element(.br),
                    .element(.button, [.type("submit")], [.text(texts(.shareOpenButton))]),
                ]))
        return WebPageContent(title: texts(.shareTitle), body: body)
    }

    /// Opens a friend's code: their picks show on top of the section; nil when it opened, else why
    /// not (a damaged code, another convention's), in the person's words.
    func open(_ code: String, with director: Director) -> String? {
        do throws(ShareCodeError) {
            director.showSharedPicks(try conbook.sharePicks.open(code).picks)
            return nil
        } catch {
            let current = conbook.conventionIdentifier.map { id in conbook.details?.title.map { "\($0) (\(id))" } ?? "\(id)" }
            return ShareCodeErrorWording.text(of: error, currentName: current, language: conbook.language)
        }
    }
}
