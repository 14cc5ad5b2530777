public import ConbookCore
public import ConbookLogin
import ConbookModuleKit

/// Logging in as a page, showing what the console shows: what logging in gives, then where it
/// stands. The address to open at the identity provider is a link outside (its text when it is not
/// a web address); the module's instructions are kept as they are. Forms say the browser is done,
/// give the address it ended on, ask for a code to type on another device instead, try again after
/// a failure (which starts a login anew, as opening the scene does), or give up. Logged in, the
/// account, and a link to the badge pass.
@MainActor
public final class WebLoginScene: LoginScene, WebScene {
    private let texts: WebWords<WebLoginTexts.Key>
    private let notices: WebNotices
    private var delegate: (any LoginSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: LoginViewModel?
    private let isOnAnotherDevice: Bool

    /// Creates the scene, worded in a language, telling a session's notices; `isOnAnotherDevice`
    /// when the pages are served to other devices (`--lan`), whose browsers a provider's loopback
    /// redirect cannot reach: the page then says how to log in anyway.
    public init(language: Language, notices: WebNotices, isOnAnotherDevice: Bool = false) {
        texts = WebWords(WebLoginTexts.self, language: language)
        self.notices = notices
        self.isOnAnotherDevice = isOnAnotherDevice
    }

    public func setDelegate(_ delegate: any LoginSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.loginSceneDidLoad() }
    }

    public func show(_ viewModel: LoginViewModel) {
        self.viewModel = viewModel
    }

    public var address: WebAddress { .page("login") }

    public func appear() {
        if loadGate.appeared() { delegate?.loginSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        guard let login = viewModel else {
            return WebPageContent(title: texts(.loginTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        }
        let explanation = HTML.element(.p, [.class("muted")], [.text(login.explanation)])
        return WebPageContent(title: login.title, body: [explanation] + status(login.status, in: context))
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, viewModel != nil else { throw .notLoadedYet }
        switch form.action {
        case "done": delegate.loginSceneDidPaste(address: "")
        case "paste": delegate.loginSceneDidPaste(address: try form.value("address"))
        case "device": delegate.loginSceneDidAskForDeviceLogin()
        case "start": delegate.loginSceneDidLoad()
        case "cancel": delegate.loginSceneDidCancel()
        default: throw .unknownAction(form.action)
        }
    }

    private func status(_ status: LoginViewModel.Status, in context: WebPageContext) -> [HTML] {
        let cancel = context.button("cancel", label: texts(.loginCancel))
        switch status {
        case .working(let text):
            return [.element(.p, [.role("status")], [.text(text)]), actions([cancel])]
        case .openAddress(let step):
            var body: [HTML] = [
                .element(.p, [], [.text(step.instruction)]),
                .element(.p, [], [outsideLink(step.address, in: context)]),
                .element(.p, [], [.text(step.pasteInstruction)]),
            ]
            if let notYet = step.notYet { body.append(.element(.p, [.class("warning"), .role("status")], [.text(notYet)])) }
            if isOnAnotherDevice { body.append(.element(.p, [.class("muted")], [.text(texts(.loginFromAnotherDevice))])) }
            body.append(context.button("done", label: texts(.loginDone)))
            body.append(
                context.form(
                    "paste",
                    [
                        .element(.label, [.for("login-address")], [.text(texts(.loginAddressLabel))]),
                        .element(
                            .input,
                            [
                                .type("text"), .name("address"), .id("login-address"), .required, .inputMode("url"),
                                .autocomplete("off"),
                            ]),
                        .element(.button, [.type("submit")], [.text(texts(.loginFinish))]),
                    ]))
            return body + [actions([context.button("device", label: texts(.loginDevice)), cancel])]
        case .enterCode(let step):
            var body: [HTML] = [
                .element(.p, [], [.text(step.instruction)]),
                .element(.p, [], [outsideLink(step.address, in: context)]),
                .element(
                    .p, [],
                    [.text(texts(.loginCodeLabel) + ": "), .element(.strong, [], [.element(.code, [], [.text(step.userCode)])])]),
            ]
            if let complete = step.completeAddress { body.append(.element(.p, [], [outsideLink(complete, in: context)])) }
            return body + [actions([cancel])]
        case .failed(let reason):
            return [
                .element(.p, [.class("warning")], [.text(reason)]),
                actions([
                    context.button("start", label: texts(.loginRetry)), context.button("device", label: texts(.loginDevice)),
                    cancel,
                ]),
            ]
        case .loggedIn(let account):
            return [
                .element(.p, [.role("status")], [.text(account.heading)]),
                .element(.ul, [], account.facts.map { .element(.li, [], [.text($0)]) }),
                .element(.p, [], [context.link(texts(.loginPass), to: .page("pass"))]),
            ]
        case .unavailable(let reason):
            return [.element(.p, [], [.text(reason)]), actions([context.button("cancel", label: texts(.loginBack))])]
        }
    }

    /// An address at the identity provider: a link outside when it is a web address, else its text.
    private func outsideLink(_ address: String, in context: WebPageContext) -> HTML {
        guard let external = WebAddress(external: address) else { return .element(.code, [], [.text(address)]) }
        return context.link(address, to: external)
    }

    private func actions(_ buttons: [HTML]) -> HTML {
        .element(.div, [.class("actions")], buttons)
    }
}

extension WebSceneFactory: LoginSceneFactory {
    public func makeLoginScene() -> WebLoginScene {
        WebLoginScene(language: language, notices: notices, isOnAnotherDevice: isServedToOtherDevices)
    }
}
