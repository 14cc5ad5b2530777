import ConbookCore
import ConbookTesting
import ConbookWebPage
import Testing

@MainActor
@Suite("Web Page")
struct WebPageTests {
    private func shown(_ destination: ContentLink, named name: String) -> WebPageViewModel? {
        let scene = CapturingWebPageScene()
        guard WebPageModuleBuilder().build(scene: scene, destination: destination, named: name) else { return nil }
        scene.simulateSceneDidLoad()
        return scene.viewModel
    }

    @Test(
        "Given a web page, a mail address and a phone number, when shown, then each says what it is and gives the address to open"
    )
    func outsideLinks() {
        #expect(
            shown(.webPage("https://example.org/a"), named: "Timetable")
                == WebPageViewModel(
                    title: "Timetable", kind: "Web page", shownAddress: "https://example.org/a", address: "https://example.org/a",
                    note: "A web page outside the convention; Conbook does not fetch it."))
        #expect(
            shown(.mail("web@eurofurence.org"), named: " ")
                == WebPageViewModel(
                    title: "web@eurofurence.org", kind: "E-mail", shownAddress: "web@eurofurence.org",
                    address: "mailto:web@eurofurence.org", note: "A mail address; opening it starts a mail to it."))
        #expect(
            shown(.phone("+49 30 1234"), named: "Con Ops")
                == WebPageViewModel(
                    title: "Con Ops", kind: "Phone", shownAddress: "+49 30 1234", address: "tel:+49301234",
                    note: "A phone number; opening it calls it, where a phone can."))
    }

    @Test("Given a link inside the convention or a refused one, when a page is asked for it, then none is made")
    func noPageForOtherLinks() {
        #expect(shown(.dealer("d1"), named: "Dealer") == nil)
        #expect(shown(.refused(address: "javascript:1", reason: .schemeNotFollowed("javascript")), named: "Click") == nil)
    }
}
