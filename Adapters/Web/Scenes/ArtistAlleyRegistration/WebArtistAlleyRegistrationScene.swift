public import ConbookArtistAlleyRegistration
public import ConbookCore
import ConbookModuleKit

/// The person's own artist alley table as a page: their latest registration and where it stands,
/// what the page says besides and how the last request went; buttons to ask for a table (the
/// presenter then asks for the form, which shows as a form of labelled fields), to check out (the
/// presenter then asks to confirm, which shows as two buttons), to log in and to fetch it again.
///
/// **The picture.** The request's form has a file field (`picture`) and is sent as
/// `multipart/form-data`; the server hands the file over as `WebForm.file(_:)`. No file (an empty
/// `picture`, or none) is no picture, which the presenter words as missing.
@MainActor
public final class WebArtistAlleyRegistrationScene: ArtistAlleyRegistrationScene, WebScene {
    /// The form's file field; its name as the browser gave it comes in this name followed by
    /// `.filename`.
    public static let pictureField = "picture"

    private let texts: WebWords<WebArtistAlleyRegistrationTexts.Key>
    private let moduleTexts: TextCatalogue<ArtistAlleyRegistrationText>
    private var delegate: (any ArtistAlleyRegistrationSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: ArtistAlleyRegistrationViewModel?

    /// Creates the scene, worded in a language; what goes wrong shows on the page itself (its
    /// message and the last request's outcome), not in the session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebArtistAlleyRegistrationTexts.self, language: language)
        moduleTexts = ArtistAlleyRegistrationTexts.catalogue(for: language)
    }

    public func setDelegate(_ delegate: any ArtistAlleyRegistrationSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.artistAlleyRegistrationSceneDidLoad() }
    }

    public func show(_ viewModel: ArtistAlleyRegistrationViewModel) {
        self.viewModel = viewModel
    }

    public var address: WebAddress { .page("artist-alley", "registration") }

    public func appear() {
        if loadGate.appeared() { delegate?.artistAlleyRegistrationSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        guard let registration = viewModel else {
            return WebPageContent(
                title: moduleTexts(.registrationTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        }
        var body: [HTML] = []
        let facts = [
            (texts(.stateLabel), registration.state), (texts(.tableLabel), registration.table),
            (texts(.nameLabel), registration.name), (texts(.descriptionLabel), registration.shortDescription),
        ].compactMap { term, value in value.map { (term: term, value: $0) } }
        if !facts.isEmpty {
            body.append(
                .element(
                    .dl, [], facts.flatMap { [HTML.element(.dt, [], [.text($0.term)]), .element(.dd, [], [.text($0.value)])] }))
        }
        if let message = registration.message { body.append(.element(.p, [], [.text(message)])) }
        if let outcome = registration.outcome { body.append(.element(.p, [.role("status")], [.text(outcome)])) }
        switch registration.step {
        case .fillingIn:
            body.append(requestForm(in: context))
        case .confirmingCheckOut:
            body.append(.element(.p, [], [.text(texts(.checkOutQuestion))]))
            body.append(
                .element(
                    .div, [.class("actions")],
                    [
                        context.button("confirmCheckOut", fields: [("confirmed", "yes")], label: texts(.confirmCheckOut)),
                        context.button("confirmCheckOut", fields: [("confirmed", "no")], label: texts(.keepTable)),
                    ]))
        case .idle, .waiting:
            break
        }
        body.append(.element(.div, [.class("actions")], actions(registration, in: context)))
        return WebPageContent(title: registration.title, body: body)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, let registration = viewModel else { throw .notLoadedYet }
        switch form.action {
        case "refresh":
            delegate.artistAlleyRegistrationSceneDidAskToRefresh()
        case "login":
            delegate.artistAlleyRegistrationSceneDidAskToLogIn()
        case "register":
            delegate.artistAlleyRegistrationSceneDidAskToRequestTable()
        case "checkOut":
            delegate.artistAlleyRegistrationSceneDidAskToCheckOut()
        case "confirmCheckOut" where registration.step == .confirmingCheckOut:
            switch try form.value("confirmed") {
            case "yes": delegate.artistAlleyRegistrationSceneDidConfirmCheckOut(true)
            case "no": delegate.artistAlleyRegistrationSceneDidConfirmCheckOut(false)
            default: throw .malformedField("confirmed")
            }
        case "submit" where registration.step == .fillingIn:
            delegate.artistAlleyRegistrationSceneDidSubmit(try Self.request(in: form))
        default:
            throw .unknownAction(form.action)
        }
    }

    /// The buttons the page offers besides a question: none but fetching again while waiting.
    private func actions(_ registration: ArtistAlleyRegistrationViewModel, in context: WebPageContext) -> [HTML] {
        var actions: [HTML] = []
        if registration.step == .idle {
            let register = registration.state == nil ? texts(.requestTable) : texts(.changeRequest)
            actions.append(context.button("register", label: register))
            if registration.canCheckOut { actions.append(context.button("checkOut", label: texts(.checkOut))) }
            if registration.state == nil { actions.append(context.button("login", label: texts(.logIn))) }
        }
        actions.append(context.button("refresh", label: texts(.fetchAgain)))
        return actions
    }

    /// The table request's form: every field labelled, the required ones marked so.
    private func requestForm(in context: WebPageContext) -> HTML {
        func field(
            _ name: String, _ label: WebArtistAlleyRegistrationTexts.Key, _ attributes: [HTMLAttribute]
        ) -> HTML {
            let id = "alley-" + name
            return .element(
                .p, [],
                [
                    .element(.label, [.for(id)], [.text(texts(label))]),
                    .element(.input, [.name(name), .id(id)] + attributes),
                ])
        }
        return context.form(
            "submit", attributes: [.enctypeMultipart],
            [
                .element(
                    .fieldset, [],
                    [
                        .element(.legend, [], [.text(texts(.formLegend))]),
                        field("displayName", .displayNameField, [.type("text"), .required, .autocomplete("nickname")]),
                        field("shortDescription", .descriptionField, [.type("text"), .required]),
                        field("location", .locationField, [.type("number"), .min(1), .inputMode("numeric"), .required]),
                        field("websiteURL", .websiteField, [.type("url"), .autocomplete("url")]),
                        field("telegramHandle", .telegramField, [.type("text"), .maxLength(33)]),
                        field(
                            Self.pictureField, .pictureField,
                            [.type("file"), .accept("image/jpeg,image/png,image/webp"), .required]),
                        .element(.button, [.type("submit")], [.text(texts(.sendRequest))]),
                    ])
            ])
    }

    /// The request as the form sent it.
    private static func request(in form: WebForm) throws(WebFormError) -> ArtistAlleyRequestForm {
        ArtistAlleyRequestForm(
            displayName: try form.value("displayName"), shortDescription: try form.value("shortDescription"),
            location: try form.value("location"), websiteURL: form.optionalValue("websiteURL") ?? "",
            telegramHandle: form.optionalValue("telegramHandle") ?? "", picture: try picture(in: form))
    }

    /// The picture the form sent, if any, by its file's own name.
    private static func picture(in form: WebForm) throws(WebFormError) -> ArtistAlleyPictureFile {
        guard let file = form.file(pictureField), !file.bytes.isEmpty else { return .none }
        return .read(fileName: file.name.isEmpty ? pictureField : file.name, bytes: file.bytes)
    }
}

extension WebSceneFactory: ArtistAlleyRegistrationSceneFactory {
    public func makeArtistAlleyRegistrationScene() -> WebArtistAlleyRegistrationScene {
        WebArtistAlleyRegistrationScene(language: language, notices: notices)
    }
}
