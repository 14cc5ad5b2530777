import ConbookCore
import ConbookModuleKit
import ConbookNewsDetail
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: News detail")
struct WebNewsDetailSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(
        _ viewModel: NewsDetailViewModel?, harness: WebSceneHarness? = nil
    ) -> (WebNewsDetailScene, CapturingNewsDetailDelegate) {
        let scene = (harness ?? self.harness).factory.makeNewsDetailScene()
        let delegate = CapturingNewsDetailDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        if let viewModel { scene.show(viewModel) }
        return (scene, delegate)
    }

    private static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]

    private let announcement = NewsDetailViewModel(
        id: "welcome/1", title: "Welcome <script>alert(1)</script>", author: "Con Ops", area: "Info",
        validFrom: "Monday 20 July 00:00 CEST", validUntil: "Friday 21 August 23:00 CEST", status: "Expired",
        lastChanged: "Wednesday 19 August 08:00 CEST",
        content: RichText([.paragraph([.text("Registration opens at "), .strong([.text("9:00")])])]),
        picture: PictureViewModel(bytes: png, width: 800, height: 600, description: "800 × 600 PNG"),
        links: [
            LinkViewModel(
                name: "our channel", destination: "web page · https://t.me/con", canOpen: true, address: "https://t.me/con"),
            LinkViewModel(
                name: "click", destination: "not opened: javascript: links are not followed", canOpen: false,
                address: "javascript:alert"),
        ])

    @Test(
        "Given an announcement, when the page is written, then its facts, picture, text and links show, at its own address, a title with markup as text"
    )
    func writesTheAnnouncement() throws {
        let (scene, delegate) = loadedScene(announcement)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Welcome <script>alert(1)</script>")
        #expect(!html.contains("<script>"))
        #expect(scene.address.text == "/announcements/welcome%2F1")
        #expect(page.all("dt").map(\.text) == ["From", "Area", "Shown from", "Shown until", "Last changed"])
        #expect(page.all("dd").first?.text == "Con Ops")
        #expect(page.text.contains("Expired"))
        #expect(page.all("strong").map(\.text).contains("9:00"))
        let image = try #require(page.all("img").first)
        #expect(image.attributes["src"]?.hasPrefix("/pictures/") == true)
        #expect(image.attributes["alt"] == "The picture of the announcement “Welcome <script>alert(1)</script>”")
        #expect(page.all("h2").map(\.text) == ["Links"])
        #expect(page.forms.map(\.buttons) == [["our channel"]])
        #expect(page.text.contains("click not opened: javascript: links are not followed"))
    }

    @Test("Given a link of the text, when its form is posted, then the presenter is told its index")
    func followsALink() throws {
        let (scene, delegate) = loadedScene(announcement)
        let form = try #require(harness.page(of: scene).page.forms.first)

        #expect(form.target == "/announcements/welcome%2F1")
        #expect(form.fields["index"] == "0")
        try harness.post(form, to: scene)

        #expect(delegate.links == [0])
    }

    @Test(
        "Given a link's form with an index out of range, of a refused link, without one, or of an unknown action, then it is refused and the presenter hears nothing"
    )
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(announcement)
        let (loading, _) = loadedScene(nil)

        #expect(throws: WebFormError.malformedField("index")) {
            try scene.act(on: WebForm(action: "link", fields: [("index", "2")]))
        }
        #expect(throws: WebFormError.malformedField("index")) {
            try scene.act(on: WebForm(action: "link", fields: [("index", "1")]))
        }
        #expect(throws: WebFormError.malformedField("index")) {
            try scene.act(on: WebForm(action: "link", fields: [("index", "x")]))
        }
        #expect(throws: WebFormError.missingField("index")) { try scene.act(on: WebForm(action: "link", fields: [])) }
        #expect(throws: WebFormError.unknownAction("read")) { try scene.act(on: WebForm(action: "read", fields: [])) }
        #expect(throws: WebFormError.notLoadedYet) { try loading.act(on: WebForm(action: "link", fields: [("index", "0")])) }
        #expect(delegate.links.isEmpty)
    }

    @Test(
        "Given no announcement yet, or one withdrawn, when the page is written, then it says it is loading at the section's address, or why it is gone at its own"
    )
    func loadingAndUnavailable() {
        let (scene, _) = loadedScene(nil)

        #expect(harness.page(of: scene).page.text == "Loading…")
        #expect(scene.address.text == "/announcements")
        scene.show(announcement)
        scene.showUnavailable("This announcement was withdrawn.")
        let (title, page, _) = harness.page(of: scene)
        #expect(title == "Announcement unavailable")
        #expect(page.text.contains("This announcement was withdrawn."))
        #expect(page.linkAddresses == ["/announcements"])
        #expect(scene.address.text == "/announcements/welcome%2F1")
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "link", fields: [("index", "0")])) }
    }

    @Test("Given an error, when it is shown, then the session's notices have it")
    func reportsErrors() {
        let (scene, _) = loadedScene(announcement)
        scene.showError("The read mark could not be saved.")

        #expect(harness.notices.takeAll().map(\.text) == ["The read mark could not be saved."])
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let german = WebSceneHarness(language: .german)
        let (scene, _) = loadedScene(announcement, harness: german)
        let page = german.page(of: scene).page

        #expect(page.all("dt").map(\.text) == ["Von", "Bereich", "Angezeigt ab", "Angezeigt bis", "Zuletzt geändert"])
        #expect(page.all("img").first?.attributes["alt"] == "Das Bild der Ankündigung „Welcome <script>alert(1)</script>“")
    }
}

@MainActor
private final class CapturingNewsDetailDelegate: NewsDetailSceneDelegate {
    var loads = 0
    var links: [Int] = []

    func newsDetailSceneDidLoad() { loads += 1 }
    func newsDetailSceneDidSelectLink(at index: Int) { links.append(index) }
}
