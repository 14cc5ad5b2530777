import ConbookAnnouncements
import ConbookCore
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Announcements")
struct WebAnnouncementsSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(
        _ viewModel: AnnouncementsViewModel?, harness: WebSceneHarness? = nil
    ) -> (WebAnnouncementsScene, CapturingAnnouncementsDelegate) {
        let scene = (harness ?? self.harness).factory.makeAnnouncementsScene()
        let delegate = CapturingAnnouncementsDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        if let viewModel { scene.show(viewModel) }
        return (scene, delegate)
    }

    private let announcements = AnnouncementsViewModel(
        heading: "1 current announcement · 1 unread · 1 expired",
        sections: [
            AnnouncementsSectionViewModel(
                title: "Current",
                rows: [
                    AnnouncementRowViewModel(
                        id: "a/1", title: "Pool <script>alert(1)</script>", byline: "Con Ops · Info · Wednesday 08:00",
                        validity: "until Friday 23:00", isUnread: true)
                ]),
            AnnouncementsSectionViewModel(
                title: "Expired",
                rows: [
                    AnnouncementRowViewModel(
                        id: "a2", title: "Early bird", byline: "Con Ops · Monday 09:00", validity: "expired Tuesday 10:00",
                        isUnread: false)
                ]),
        ],
        emptyMessage: nil)

    @Test(
        "Given current and expired announcements, when the page is written, then each section has its heading, unread ones are marked and a title with markup shows as text"
    )
    func writesSections() {
        let (scene, delegate) = loadedScene(announcements)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Announcements")
        #expect(scene.address.text == "/announcements")
        #expect(page.all("h2").map(\.text) == ["Current", "Expired"])
        #expect(page.text.contains("1 current announcement · 1 unread · 1 expired"))
        #expect(page.text.contains("Con Ops · Info · Wednesday 08:00 · until Friday 23:00"))
        #expect(page.all("span").filter { $0.attributes["class"] == "unread" }.map(\.text) == ["new"])
        #expect(page.text.contains("Pool <script>alert(1)</script>"))
        #expect(!html.contains("<script>"))
        #expect(page.forms.map(\.buttons) == [["Pool <script>alert(1)</script>"], ["Early bird"]])
    }

    @Test("Given an announcement on the page, when its form is posted, then the presenter is told its identity")
    func opensByIdentity() throws {
        let (scene, delegate) = loadedScene(announcements)
        let form = try #require(harness.page(of: scene).page.forms.last)

        #expect(form.method == "post")
        #expect(form.target == "/announcements")
        #expect(form.fields["csrf"] == WebSceneHarness.formToken)
        try harness.post(form, to: scene)

        #expect(delegate.selectedIDs == ["a2"])
    }

    @Test(
        "Given a form without the identity, of an unknown action, or before the list shows, then it is refused and the presenter hears nothing"
    )
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(announcements)
        let (loading, _) = loadedScene(nil)

        #expect(throws: WebFormError.missingField("id")) { try scene.act(on: WebForm(action: "select", fields: [])) }
        #expect(throws: WebFormError.unknownAction("delete")) {
            try scene.act(on: WebForm(action: "delete", fields: [("id", "a2")]))
        }
        #expect(throws: WebFormError.notLoadedYet) { try loading.act(on: WebForm(action: "select", fields: [("id", "a2")])) }
        #expect(delegate.selectedIDs.isEmpty)
    }

    @Test("Given no list yet, or none at all, when the page is written, then it says it is loading, or the empty message")
    func loadingAndEmpty() {
        let (loading, _) = loadedScene(nil)
        let (empty, _) = loadedScene(
            AnnouncementsViewModel(
                heading: "No announcements", sections: [], emptyMessage: "The organisers have posted no announcements."))

        #expect(harness.page(of: loading).page.text == "Loading…")
        let page = harness.page(of: empty).page
        #expect(page.text.contains("The organisers have posted no announcements."))
        #expect(page.forms.isEmpty)
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let german = WebSceneHarness(language: .german)
        let (scene, _) = loadedScene(announcements, harness: german)
        let (title, page, _) = german.page(of: scene)

        #expect(title == "Ankündigungen")
        #expect(page.text.contains("neu Pool"))
        #expect(page.text.contains("Eine geöffnete Ankündigung gilt als gelesen."))
    }
}

@MainActor
private final class CapturingAnnouncementsDelegate: AnnouncementsSceneDelegate {
    var loads = 0
    var selectedIDs: [String] = []

    func announcementsSceneDidLoad() { loads += 1 }
    func announcementsSceneDidSelectAnnouncement(id: String) { selectedIDs.append(id) }
}
