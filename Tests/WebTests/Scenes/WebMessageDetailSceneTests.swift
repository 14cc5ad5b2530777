import ConbookCore
import ConbookMessageDetail
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Message detail")
struct WebMessageDetailSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(
        _ viewModel: MessageDetailViewModel?, harness: WebSceneHarness? = nil
    ) -> (WebMessageDetailScene, CapturingMessageDetailDelegate) {
        let scene = (harness ?? self.harness).factory.makeMessageDetailScene()
        let delegate = CapturingMessageDetailDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        if let viewModel { scene.show(viewModel) }
        return (scene, delegate)
    }

    private let message = MessageDetailViewModel(
        id: "badge 1", subject: "Badge <script>alert(1)</script>", author: "Registration",
        received: "Wednesday 19 August 09:00 CEST",
        body: RichText([.paragraph([.text("Pick it up at "), .strong([.text("Registration")])])]),
        links: [
            LinkViewModel(
                name: "Opening hours", destination: "web page · https://convention.example/reg", canOpen: true,
                address: "https://convention.example/reg")
        ])

    @Test(
        "Given a message, when the page is written, then who wrote it, when it arrived, its text and links show, at its address, a subject with markup as text"
    )
    func writesTheMessage() {
        let (scene, delegate) = loadedScene(message)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Badge <script>alert(1)</script>")
        #expect(!html.contains("<script>"))
        #expect(scene.address.text == "/messages/badge%201")
        #expect(page.all("dt").map(\.text) == ["From", "Received"])
        #expect(page.all("dd").map(\.text) == ["Registration", "Wednesday 19 August 09:00 CEST"])
        #expect(page.all("strong").map(\.text) == ["Registration"])
        #expect(page.all("h2").map(\.text) == ["Links"])
        #expect(page.text.contains("web page · https://convention.example/reg"))
    }

    @Test("Given a link of the message, when its form is posted, then the presenter is told its index")
    func followsALink() throws {
        let (scene, delegate) = loadedScene(message)
        let form = try #require(harness.page(of: scene).page.forms.first)

        #expect(form.target == "/messages/badge%201")
        try harness.post(form, to: scene)

        #expect(delegate.links == [0])
    }

    @Test("Given a link's form out of range, of an unknown action, or of a message gone, then it is refused")
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(message)

        #expect(throws: WebFormError.malformedField("index")) {
            try scene.act(on: WebForm(action: "link", fields: [("index", "1")]))
        }
        #expect(throws: WebFormError.unknownAction("reply")) { try scene.act(on: WebForm(action: "reply", fields: [])) }
        scene.showUnavailable("This message is no longer there.")
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "link", fields: [("index", "0")])) }
        #expect(delegate.links.isEmpty)
    }

    @Test("Given no message yet, or one gone, when the page is written, then it says it is loading, or why it is gone")
    func loadingAndUnavailable() {
        let (scene, _) = loadedScene(nil)

        #expect(harness.page(of: scene).page.text == "Loading…")
        #expect(scene.address.text == "/messages")
        scene.showUnavailable("Log in to see this message.")
        let (title, page, _) = harness.page(of: scene)
        #expect(title == "Message unavailable")
        #expect(page.text.contains("Log in to see this message."))
        #expect(page.linkAddresses == ["/messages"])
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let german = WebSceneHarness(language: .german)
        let (scene, _) = loadedScene(message, harness: german)

        #expect(german.page(of: scene).page.all("dt").map(\.text) == ["Von", "Empfangen"])
    }
}

@MainActor
private final class CapturingMessageDetailDelegate: MessageDetailSceneDelegate {
    var loads = 0
    var links: [Int] = []

    func messageDetailSceneDidLoad() { loads += 1 }
    func messageDetailSceneDidSelectLink(at index: Int) { links.append(index) }
}
