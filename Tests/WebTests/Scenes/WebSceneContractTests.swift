import ConbookAbout
import ConbookCollectThemAll
import ConbookCore
import ConbookModuleKit
import ConbookPreload
import ConbookSettings
import ConbookTutorial
import ConbookWeb
import Testing

/// Every page of a scene in each of its states holds to what all pages must: its forms post to
/// its own address with the form token, its fields are labelled (`assertWellFormedPage`).
@MainActor
@Suite("Web scenes: the pages' contract")
struct WebSceneContractTests {
    private let harness = WebSceneHarness()

    /// Each scene's page in each of its states, with the scene's address.
    private func pages() -> [(scene: String, address: String, page: ParsedPage)] {
        var pages: [(scene: String, address: String, page: ParsedPage)] = []
        func add(_ name: String, _ scene: some WebScene) {
            pages.append((name, scene.address.text, harness.page(of: scene).page))
        }

        let settings = harness.factory.makeSettingsScene()
        add("Settings, loading", settings)
        var settingsViewModel = SettingsViewModel(rows: [
            SettingRowViewModel(
                label: "Reminders", value: "15 minutes", control: .reminderLeadMinutes(current: 15, range: 0...1440)),
            SettingRowViewModel(
                label: "Watching", value: "10 minutes", control: .syncIntervalMinutes(current: 10, range: 1...1440)),
            SettingRowViewModel(label: "Convention data", value: "EF30", control: .clearData),
        ])
        settings.show(settingsViewModel)
        add("Settings", settings)
        settingsViewModel.confirmation = "Clear EF30's data?"
        settings.show(settingsViewModel)
        add("Settings, asking", settings)

        let about = harness.factory.makeAboutScene()
        add("About, loading", about)
        var aboutViewModel = AboutViewModel(
            title: "Conbook 1.0", convention: [AboutFactViewModel(label: "Help", value: "https://help.example.org")],
            contents: "3 events", storage: [AboutFactViewModel(label: "Data", value: "/data")], credits: ["libxml2 (MIT)"])
        aboutViewModel.skipped = ["event “Opening”: no start"]
        about.show(aboutViewModel)
        add("About", about)

        let preload = harness.factory.makePreloadScene()
        add("Preload, starting", preload)
        preload.showProgress(
            PreloadProgressViewModel(fractionCompleted: 0.5, text: "Downloading", receivedBytes: 10, expectedBytes: 20))
        add("Preload, downloading", preload)
        preload.showFailure("no answer")
        add("Preload, failed", preload)

        let tutorial = harness.factory.makeTutorialScene()
        add("Tutorial, loading", tutorial)
        tutorial.show(TutorialViewModel(title: "Welcome", paragraphs: ["Conbook keeps it."], question: "Download?"))
        add("Tutorial", tutorial)

        let game = harness.factory.makeCollectThemAllScene()
        add("Collect them all, loading", game)
        game.show(
            CollectThemAllViewModel(
                title: "Collect them all", explanation: "The game.", obstacle: "Log in first.", shownAddress: nil, address: nil))
        add("Collect them all, needing a login", game)
        game.show(
            CollectThemAllViewModel(
                title: "Collect them all", explanation: "The game.", obstacle: nil, shownAddress: "https://example.org/…",
                address: "https://example.org/t"))
        add("Collect them all, playable", game)
        return pages
    }

    @Test(
        "Given the Settings, About, Preload, Tutorial and Collect them all pages in each state, when they are written, then every form posts to the page's own address with the form token and every field has a label"
    )
    func pagesAreWellFormed() {
        let pages = pages()

        #expect(
            Set(pages.map(\.address)) == ["/settings", "/about", "/download", "/welcome", "/collect"])
        #expect(pages.contains { !$0.page.forms.isEmpty })
        for (scene, address, page) in pages {
            #expect(!page.text.isEmpty, "\(scene) shows nothing")
            assertWellFormedPage(page, address: address)
        }
    }

    @Test(
        "Given a page with a form posting elsewhere without the token, an unlabelled field and a silent button, when it is checked, then each is found"
    )
    func checkFindsFaults() {
        let page = ParsedPage(
            """
            <main><form method="post" action="/elsewhere"><input type="hidden" name="action" value="go">
            <input type="search" name="query"><label>Room <select name="room"></select></label>
            <label for="note">Note</label><textarea id="note" name="note"></textarea><button></button></form></main>
            """)

        #expect(
            pageFaults(page, address: "/here") == [
                "the form of “go” posts to /elsewhere", "the form of “go” lacks the form token",
                "a <input> named “query” has no label", "a button says nothing",
            ])
        #expect(pageFaults(page, address: "/elsewhere").count == 3)
    }
}
