import ConbookCore
import ConbookModuleKit
import ConbookNews
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: News")
struct WebNewsSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(_ viewModel: NewsViewModel) -> (WebNewsScene, CapturingNewsDelegate) {
        let scene = harness.factory.makeNewsScene()
        let delegate = CapturingNewsDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private let news = NewsViewModel(sections: [
        NewsSectionViewModel(
            title: "Running",
            rows: [
                .message("3 days until EF30"),
                .event(
                    NewsEventRowViewModel(
                        id: "e/1", title: "Drawing <script>alert(1)</script>", timeRange: "10:00–11:00", room: "Hall",
                        status: "ends at 11:00", isFavourite: true)),
            ]),
        NewsSectionViewModel(
            title: "Announcements",
            rows: [
                .announcement(
                    NewsAnnouncementRowViewModel(
                        id: "a1", title: "Pool closed", byline: "Con Ops · today", text: RichText([.paragraph([.text("Sorry")])]),
                        isUnread: true))
            ]),
    ])

    @Test(
        "Given News with an event and an announcement, when the page is written, then each section has its heading, the event links to its page and a title with markup shows as text"
    )
    func writesSections() {
        let (scene, delegate) = loadedScene(news)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "News")
        #expect(page.all("h2").map { $0.text } == ["Running", "Announcements"])
        #expect(page.linkAddresses.contains("/events/e%2F1"))
        #expect(page.text.contains("Drawing <script>alert(1)</script>"))
        #expect(!html.contains("<script>"))
        #expect(page.text.contains("favourite"))
        #expect(page.text.contains("new Pool closed"))
        #expect(scene.address.text == "/news")
    }

    @Test("Given an announcement on the page, when its form is posted, then the presenter is told its identity")
    func opensAnAnnouncementByIdentity() throws {
        let (scene, delegate) = loadedScene(news)
        let form = try #require(harness.page(of: scene).page.forms.first(where: { $0.action == "select" }))

        #expect(form.method == "post")
        #expect(form.target == "/news")
        #expect(form.fields["csrf"] == WebSceneHarness.formToken)
        try harness.post(form, to: scene)

        #expect(delegate.selectedIDs == ["announcement:a1"])
    }

    @Test("Given the page, when its read and refresh forms are posted, then the presenter is told each")
    func marksReadAndRefreshes() throws {
        let (scene, delegate) = loadedScene(news)
        let forms = harness.page(of: scene).page.forms

        try harness.post(try #require(forms.first(where: { $0.action == "read" })), to: scene)
        try harness.post(try #require(forms.first(where: { $0.action == "refresh" })), to: scene)

        #expect(delegate.markedRead == 1)
        #expect(delegate.refreshes == 1)
    }

    @Test(
        "Given a form without the row's identity or of an action the page lacks, then it is refused and the presenter hears nothing"
    )
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(news)

        #expect(throws: WebFormError.missingField("id")) { try scene.act(on: WebForm(action: "select", fields: [])) }
        #expect(throws: WebFormError.unknownAction("delete")) { try scene.act(on: WebForm(action: "delete", fields: [])) }
        #expect(delegate.selectedIDs.isEmpty)
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeNewsScene()
        scene.show(news)

        #expect(harness.page(of: scene).title == "Neuigkeiten")
    }
}

@MainActor
private final class CapturingNewsDelegate: NewsSceneDelegate {
    var loads = 0
    var selectedIDs: [String] = []
    var markedRead = 0
    var refreshes = 0

    func newsSceneDidLoad() { loads += 1 }
    func newsSceneDidSelectRow(id: String) { selectedIDs.append(id) }
    func newsSceneDidMarkAnnouncementsRead() { markedRead += 1 }
    func newsSceneDidRequestRefresh() { refreshes += 1 }
}
