import ConbookArtistAlleyRegistration
import ConbookCore
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: ArtistAlleyRegistration")
struct WebArtistAlleyRegistrationSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(
        _ viewModel: ArtistAlleyRegistrationViewModel
    ) -> (WebArtistAlleyRegistrationScene, CapturingArtistAlleyRegistrationDelegate) {
        let scene = harness.factory.makeArtistAlleyRegistrationScene()
        let delegate = CapturingArtistAlleyRegistrationDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private static let registered = ArtistAlleyRegistrationViewModel(
        title: "Your artist alley table", state: "Pending: waiting for the organisers", table: "Table 12",
        name: "Inky <script>alert(1)</script>", shortDescription: "Ink drawings", outcome: "Your request was sent.",
        canCheckOut: true)
    private static let none = ArtistAlleyRegistrationViewModel(
        title: "Your artist alley table", message: "You have no artist alley registration.")

    @Test(
        "Given a registration, when the page is written, then its facts, outcome and buttons show, and a name with markup shows as text"
    )
    func writesTheRegistration() {
        let (scene, delegate) = loadedScene(Self.registered)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(scene.address.text == "/artist-alley/registration")
        #expect(title == "Your artist alley table")
        #expect(!html.contains("<script>"))
        #expect(page.all("dt").map(\.text) == ["State", "Table", "Name", "Description"])
        #expect(page.all("dd").map(\.text).contains("Inky <script>alert(1)</script>"))
        #expect(page.text.contains("Your request was sent."))
        #expect(page.forms.map(\.buttons) == [["Change your request"], ["Check out"], ["Fetch it again"]])
    }

    @Test("Given no registration, when each button's form is posted, then the presenter is told each")
    func postsTheButtons() throws {
        let (scene, delegate) = loadedScene(Self.none)
        let forms = harness.page(of: scene).page.forms

        #expect(forms.map(\.buttons) == [["Ask for a table"], ["Log in"], ["Fetch it again"]])
        for form in forms { try harness.post(form, to: scene) }

        #expect(delegate.calls == ["register", "login", "refresh"])
    }

    @Test(
        "Given the presenter asks for the form, when it is written and sent with a picture, then every field is labelled and the presenter is told the request with the picture's bytes and name"
    )
    func sendsTheRequest() throws {
        var filling = Self.none
        filling.step = .fillingIn
        let (scene, delegate) = loadedScene(filling)
        let page = harness.page(of: scene).page
        let form = try #require(page.all("form").first { ParsedForm($0).action == "submit" })

        #expect(form.attributes["enctype"] == "multipart/form-data")
        let fields = form.all("input").filter { $0.attributes["type"] != "hidden" }
        #expect(
            fields.map { $0.attributes["name"] ?? "" } == [
                "displayName", "shortDescription", "location", "websiteURL", "telegramHandle", "picture",
            ])
        #expect(fields.allSatisfy { field in form.all("label").contains { $0.attributes["for"] == field.attributes["id"] } })
        #expect(fields.filter { $0.attributes["required"] != nil }.count == 4)
        #expect(fields.last?.attributes["accept"] == "image/jpeg,image/png,image/webp")

        try scene.act(
            on: WebForm(
                action: "submit",
                fields: [
                    ("displayName", "Inky"), ("shortDescription", "Ink"), ("location", "12"), ("websiteURL", ""),
                    ("telegramHandle", "@inkyotter"),
                ],
                files: ["picture": WebForm.File(name: "fox.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2])]))
        try scene.act(
            on: WebForm(action: "submit", fields: [("displayName", "A"), ("shortDescription", "B"), ("location", "1")]))

        #expect(
            delegate.requests == [
                ArtistAlleyRequestForm(
                    displayName: "Inky", shortDescription: "Ink", location: "12", telegramHandle: "@inkyotter",
                    picture: .read(fileName: "fox.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2])),
                ArtistAlleyRequestForm(displayName: "A", shortDescription: "B", location: "1", picture: .none),
            ])
    }

    @Test("Given the presenter asks to confirm the check-out, when either answer is posted, then the presenter is told it")
    func confirmsTheCheckOut() throws {
        var confirming = Self.registered
        confirming.step = .confirmingCheckOut
        let (scene, delegate) = loadedScene(confirming)
        let page = harness.page(of: scene).page

        #expect(page.text.contains("Check out and give up your table?"))
        try harness.post(try #require(page.forms.first { $0.fields["confirmed"] == "no" }), to: scene)
        try harness.post(try #require(page.forms.first { $0.fields["confirmed"] == "yes" }), to: scene)

        #expect(delegate.confirmations == [false, true])
    }

    @Test(
        "Given forms the page does not offer now, an answer neither yes nor no or a request without its name, then each is refused and the presenter hears nothing"
    )
    func refusesMalformedForms() {
        let (idle, idleDelegate) = loadedScene(Self.registered)
        #expect(throws: WebFormError.unknownAction("submit")) { try idle.act(on: WebForm(action: "submit", fields: [])) }
        #expect(throws: WebFormError.unknownAction("confirmCheckOut")) {
            try idle.act(on: WebForm(action: "confirmCheckOut", fields: [("confirmed", "yes")]))
        }
        #expect(throws: WebFormError.unknownAction("delete")) { try idle.act(on: WebForm(action: "delete", fields: [])) }

        var confirming = Self.registered
        confirming.step = .confirmingCheckOut
        let (asking, askingDelegate) = loadedScene(confirming)
        #expect(throws: WebFormError.malformedField("confirmed")) {
            try asking.act(on: WebForm(action: "confirmCheckOut", fields: [("confirmed", "maybe")]))
        }

        var filling = Self.none
        filling.step = .fillingIn
        let (form, formDelegate) = loadedScene(filling)
        #expect(throws: WebFormError.missingField("displayName")) {
            try form.act(on: WebForm(action: "submit", fields: [("shortDescription", "B"), ("location", "1")]))
        }
        #expect(idleDelegate.calls.isEmpty && askingDelegate.confirmations.isEmpty && formDelegate.requests.isEmpty)
    }

    @Test("Given nothing shown yet, then the page is loading and refuses forms; while waiting, it offers only to fetch again")
    func loadingAndWaiting() {
        let scene = harness.factory.makeArtistAlleyRegistrationScene()
        #expect(harness.page(of: scene).page.text.contains("Loading…"))
        #expect(harness.page(of: scene).title == "Your artist alley table")
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "refresh", fields: [])) }

        var waiting = Self.registered
        waiting.step = .waiting
        scene.show(waiting)
        #expect(harness.page(of: scene).page.forms.map(\.buttons) == [["Fetch it again"]])
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeArtistAlleyRegistrationScene()
        #expect(harness.page(of: scene).title == "Dein Tisch in der Artist Alley")
        var filling = Self.none
        filling.step = .fillingIn
        scene.show(filling)

        let page = harness.page(of: scene).page
        #expect(page.all("label").map(\.text).contains("Tischnummer"))
        #expect(page.forms.contains { $0.buttons == ["Anfrage senden"] })
    }
}

@MainActor
private final class CapturingArtistAlleyRegistrationDelegate: ArtistAlleyRegistrationSceneDelegate {
    var loads = 0
    var calls: [String] = []
    var requests: [ArtistAlleyRequestForm] = []
    var confirmations: [Bool] = []

    func artistAlleyRegistrationSceneDidLoad() { loads += 1 }
    func artistAlleyRegistrationSceneDidAskToRefresh() { calls.append("refresh") }
    func artistAlleyRegistrationSceneDidAskToLogIn() { calls.append("login") }
    func artistAlleyRegistrationSceneDidAskToRequestTable() { calls.append("register") }
    func artistAlleyRegistrationSceneDidSubmit(_ form: ArtistAlleyRequestForm) { requests.append(form) }
    func artistAlleyRegistrationSceneDidAskToCheckOut() { calls.append("checkOut") }
    func artistAlleyRegistrationSceneDidConfirmCheckOut(_ confirmed: Bool) { confirmations.append(confirmed) }
}
