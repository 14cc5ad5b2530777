import ConbookCore
import ConbookLogin
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Login")
struct WebLoginSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(
        _ status: LoginViewModel.Status?, harness: WebSceneHarness? = nil
    ) -> (WebLoginScene, CapturingLoginDelegate) {
        let scene = (harness ?? self.harness).factory.makeLoginScene()
        let delegate = CapturingLoginDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        if let status { scene.show(login(status)) }
        return (scene, delegate)
    }

    private func login(_ status: LoginViewModel.Status) -> LoginViewModel {
        LoginViewModel(
            title: "Log in", explanation: "Log in with your convention account. Conbook never sees your password.", status: status
        )
    }

    private let browserStep = LoginViewModel.Status.openAddress(
        BrowserStep(
            instruction: "Open this address in a browser and log in there:",
            address: "https://identity.example/auth?client=conbook&state=<x>",
            pasteInstruction: "When the browser says you are logged in, press Enter.",
            notYet: "The login provider has not answered yet."))

    @Test(
        "Given the browser step, when the page is written, then the address is a link outside, the module's instructions are kept, and the forms are labelled"
    )
    func writesTheBrowserStep() throws {
        let (scene, delegate) = loadedScene(browserStep)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Log in")
        #expect(scene.address.text == "/login")
        #expect(page.text.contains("Conbook never sees your password."))
        let link = try #require(page.all("a").first)
        #expect(link.attributes["href"] == "https://identity.example/auth?client=conbook&state=<x>")
        #expect(link.attributes["rel"] == "noopener noreferrer external")
        #expect(!html.contains("<x>"))
        #expect(page.text.contains("When the browser says you are logged in, press Enter."))
        #expect(page.text.contains("The login provider has not answered yet."))
        #expect(page.forms.map(\.action) == ["done", "paste", "device", "cancel"])
        let field = try #require(page.all("input").first { $0.attributes["name"] == "address" })
        #expect(page.all("label").first?.attributes["for"] == field.attributes["id"])
    }

    @Test(
        "Given pages served to other devices (--lan), when the browser step is written, then it says how to log in when the provider's page cannot come back; on this machine it says nothing of it"
    )
    func saysHowToLogInFromAnotherDevice() {
        let remote = WebLoginScene(language: .english, notices: WebNotices(), isOnAnotherDevice: true)
        remote.show(login(browserStep))
        let local = harness.factory.makeLoginScene()
        local.show(login(browserStep))

        #expect(harness.page(of: remote).page.text.contains("run `conbook login` on the machine that serves Conbook"))
        #expect(!harness.page(of: local).page.text.contains("conbook login"))
    }

    @Test("Given the browser step, when each form is posted, then the presenter is told each, the pasted address as typed")
    func postsEachAction() throws {
        let (scene, delegate) = loadedScene(browserStep)
        let forms = harness.page(of: scene).page.forms

        try harness.post(try #require(forms.first { $0.action == "done" }), to: scene)
        try scene.act(on: WebForm(action: "paste", fields: [("address", "http://localhost/callback?code=1")]))
        try harness.post(try #require(forms.first { $0.action == "device" }), to: scene)
        try harness.post(try #require(forms.first { $0.action == "cancel" }), to: scene)

        #expect(delegate.pasted == ["", "http://localhost/callback?code=1"])
        #expect(delegate.deviceLogins == 1)
        #expect(delegate.cancels == 1)
    }

    @Test("Given a failed login, when its try-again form is posted, then the presenter starts a login again")
    func triesAgain() throws {
        let (scene, delegate) = loadedScene(.failed("The login provider could not be reached."))
        let page = harness.page(of: scene).page

        #expect(page.text.contains("The login provider could not be reached."))
        try harness.post(try #require(page.forms.first { $0.action == "start" }), to: scene)

        #expect(delegate.loads == 2)
    }

    @Test("Given the device step, when the page is written, then the instruction, the address as a link and the code show")
    func writesTheDeviceStep() {
        let (scene, _) = loadedScene(
            .enterCode(
                DeviceStep(
                    instruction: "On your phone, open https://id.example/device and enter the code WXYZ-1234.",
                    address: "https://id.example/device", userCode: "WXYZ-1234",
                    completeAddress: "https://id.example/device?code=WXYZ-1234")))
        let page = harness.page(of: scene).page

        #expect(page.linkAddresses == ["https://id.example/device", "https://id.example/device?code=WXYZ-1234"])
        #expect(page.all("code").map(\.text) == ["WXYZ-1234"])
        #expect(page.forms.map(\.action) == ["cancel"])
    }

    @Test("Given an address that is no web address, when the page is written, then it shows as text, not a link")
    func showsOtherAddressesAsText() {
        let (scene, _) = loadedScene(
            .openAddress(
                BrowserStep(instruction: "Open:", address: "javascript:alert(1)", pasteInstruction: "Paste.", notYet: nil)))
        let (_, page, html) = harness.page(of: scene)

        #expect(page.linkAddresses.isEmpty)
        #expect(page.all("code").map(\.text) == ["javascript:alert(1)"])
        #expect(!html.contains("href=\"javascript"))
    }

    @Test(
        "Given logged in, working, or unavailable, when the page is written, then the account with a link to the pass, the status, or why"
    )
    func writesOtherStates() {
        let (scene, _) = loadedScene(
            .loggedIn(AccountViewModel(heading: "Logged in as Some Guy.", facts: ["Registration 42: paid", "Roles: none"])))
        let page = harness.page(of: scene).page
        #expect(page.all("li").map(\.text) == ["Registration 42: paid", "Roles: none"])
        #expect(page.linkAddresses == ["/pass"])
        #expect(page.forms.isEmpty)

        scene.show(login(.working("Asking the login provider…")))
        #expect(
            harness.page(of: scene).page.all("p").contains {
                $0.attributes["role"] == "status" && $0.text == "Asking the login provider…"
            })
        scene.show(login(.unavailable("This source has no attendee services.")))
        let unavailable = harness.page(of: scene).page
        #expect(unavailable.text.contains("This source has no attendee services."))
        #expect(unavailable.forms.map(\.buttons) == [["Back"]])
    }

    @Test("Given a paste without its address, of an unknown action, or before the page loaded, then it is refused")
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(browserStep)
        let (loading, _) = loadedScene(nil)

        #expect(throws: WebFormError.missingField("address")) { try scene.act(on: WebForm(action: "paste", fields: [])) }
        #expect(throws: WebFormError.unknownAction("logout")) { try scene.act(on: WebForm(action: "logout", fields: [])) }
        #expect(throws: WebFormError.notLoadedYet) { try loading.act(on: WebForm(action: "cancel", fields: [])) }
        #expect(harness.page(of: loading).page.text == "Loading…")
        #expect(delegate.pasted.isEmpty && delegate.cancels == 0)
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let german = WebSceneHarness(language: .german)
        let (scene, _) = loadedScene(browserStep, harness: german)
        let page = german.page(of: scene).page

        #expect(page.all("label").map(\.text) == ["Die Adresse, auf der der Browser endete"])
        #expect(page.forms.last?.buttons == ["Anmeldung abbrechen"])
    }
}

@MainActor
private final class CapturingLoginDelegate: LoginSceneDelegate {
    var loads = 0
    var pasted: [String] = []
    var deviceLogins = 0
    var cancels = 0

    func loginSceneDidLoad() { loads += 1 }
    func loginSceneDidPaste(address: String) { pasted.append(address) }
    func loginSceneDidAskForDeviceLogin() { deviceLogins += 1 }
    func loginSceneDidCancel() { cancels += 1 }
}
