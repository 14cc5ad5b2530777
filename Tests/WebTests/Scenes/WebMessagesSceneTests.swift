import ConbookCore
import ConbookMessages
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Messages")
struct WebMessagesSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(
        _ viewModel: MessagesViewModel?, harness: WebSceneHarness? = nil
    ) -> (WebMessagesScene, CapturingMessagesDelegate) {
        let scene = (harness ?? self.harness).factory.makeMessagesScene()
        let delegate = CapturingMessagesDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        if let viewModel { scene.show(viewModel) }
        return (scene, delegate)
    }

    private let messages = MessagesViewModel(
        heading: "2 messages · 1 unread", loginPrompt: nil,
        rows: [
            MessageRowViewModel(
                id: "m/1", subject: "Badge <script>alert(1)</script>", byline: "Registration · Wednesday 09:00",
                preview: "Pick it up at Registration.", isUnread: true),
            MessageRowViewModel(id: "m2", subject: "Welcome", byline: "Con Ops · Monday 10:00", preview: "", isUnread: false),
        ])

    private let loggedOut = MessagesViewModel(
        heading: "No messages to show", loginPrompt: "Log in to see your messages.", rows: [])

    @Test(
        "Given messages, when the page is written, then each is a form with its subject, byline and preview, unread ones marked, a subject with markup as text"
    )
    func writesMessages() {
        let (scene, delegate) = loadedScene(messages)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Messages")
        #expect(scene.address.text == "/messages")
        #expect(page.text.contains("2 messages · 1 unread"))
        #expect(
            page.text.contains("new Badge <script>alert(1)</script> Registration · Wednesday 09:00 Pick it up at Registration."))
        #expect(!html.contains("<script>"))
        #expect(page.forms.map(\.action) == ["refresh", "select", "select"])
        #expect(page.forms.map { $0.fields["id"] } == [nil, "m/1", "m2"])
        #expect(page.all("span").filter { $0.attributes["class"] == "unread" }.count == 1)
    }

    @Test("Given the page, when a message's, the refresh or the login form is posted, then the presenter is told each")
    func postsEachAction() throws {
        let (scene, delegate) = loadedScene(messages)
        let forms = harness.page(of: scene).page.forms

        try harness.post(try #require(forms.last), to: scene)
        try harness.post(try #require(forms.first { $0.action == "refresh" }), to: scene)
        scene.show(loggedOut)
        try harness.post(try #require(harness.page(of: scene).page.forms.first { $0.action == "login" }), to: scene)

        #expect(delegate.selectedIDs == ["m2"])
        #expect(delegate.refreshes == 1)
        #expect(delegate.logins == 1)
    }

    @Test("Given a form without its field, of an unknown action, or before the page loaded, then it is refused")
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(messages)
        let (loading, _) = loadedScene(nil)

        #expect(throws: WebFormError.missingField("id")) { try scene.act(on: WebForm(action: "select", fields: [])) }
        #expect(throws: WebFormError.unknownAction("delete")) {
            try scene.act(on: WebForm(action: "delete", fields: [("id", "m2")]))
        }
        #expect(throws: WebFormError.notLoadedYet) { try loading.act(on: WebForm(action: "refresh", fields: [])) }
        #expect(delegate.selectedIDs.isEmpty && delegate.refreshes == 0)
    }

    @Test(
        "Given nothing yet, no messages, or no login, when the page is written, then it says it is loading, the heading, or what to do with a login form"
    )
    func loadingEmptyAndLoggedOut() {
        let (scene, _) = loadedScene(nil)

        #expect(harness.page(of: scene).page.text == "Loading…")
        scene.show(MessagesViewModel(heading: "No messages", loginPrompt: nil, rows: []))
        let empty = harness.page(of: scene).page
        #expect(empty.text.contains("No messages"))
        #expect(empty.forms.map(\.action) == ["refresh"])
        scene.show(loggedOut)
        let page = harness.page(of: scene).page
        #expect(page.text.contains("Log in to see your messages."))
        #expect(page.forms.map(\.buttons) == [["Log in"]])
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let german = WebSceneHarness(language: .german)
        let (scene, _) = loadedScene(messages, harness: german)
        let (title, page, _) = german.page(of: scene)

        #expect(title == "Nachrichten")
        #expect(page.forms.first?.buttons == ["Nachrichten neu abrufen"])
        #expect(page.text.contains("neu Badge"))
    }
}

@MainActor
private final class CapturingMessagesDelegate: MessagesSceneDelegate {
    var loads = 0
    var selectedIDs: [String] = []
    var logins = 0
    var refreshes = 0

    func messagesSceneDidLoad() { loads += 1 }
    func messagesSceneDidSelectMessage(id: String) { selectedIDs.append(id) }
    func messagesSceneDidAskToLogIn() { logins += 1 }
    func messagesSceneDidAskToRefresh() { refreshes += 1 }
}
