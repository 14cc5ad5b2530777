import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Collect them all: the convention's game page")
struct CollectThemAllTests {
    @Test("Given a convention and no login, when the game is asked for, then it needs a login")
    func needsALogin() throws {
        let core = try ConbookTestContext()
        #expect(core.conbook.collectThemAll.page() == .loginNeeded(convention: SampleConvention.identifier))
    }

    @Test(
        "Given a logged-in attendee, when the game is asked for, then its page carries their token; once the login expires, a login is needed again"
    )
    func withALogin() throws {
        let core = try ConbookTestContext(account: AccountState(credential: SampleAttendee.credential))

        guard case .page(let address, let shown) = core.conbook.collectThemAll.page() else {
            Issue.record("expected the game's page")
            return
        }
        #expect(address.hasSuffix("&token=\(SampleAttendee.token.secret)"))
        #expect(!shown.contains(SampleAttendee.token.secret))

        core.clock.set(SampleAttendee.validUntil)
        #expect(core.conbook.collectThemAll.page() == .loginNeeded(convention: SampleConvention.identifier))
    }

    @Test("Given nothing downloaded, when the game is asked for, then there is no convention to play")
    func noConvention() throws {
        let core = try ConbookTestContext(stored: nil)
        #expect(core.conbook.collectThemAll.page() == .noConvention)
    }

    @Test(
        "Given a login token, when the game's page is made, then the address carries the token encoded and the shown address hides it"
    )
    func pageWithToken() {
        let page = CollectThemAllPage(convention: "EF27", token: "a+b/c= d&e")

        #expect(
            page
                == .page(
                    address:
                        "https://app.eurofurence.org/EF27/companion/#/login?embedded=true&returnPath=/collect&token=a%2Bb%2Fc%3D%20d%26e",
                    shownAddress: "https://app.eurofurence.org/EF27/companion/#/login?embedded=true&returnPath=/collect&token=…"))
    }

    @Test("Given an identifier with characters a path cannot hold, when the page is made, then they are encoded")
    func hostileIdentifier() {
        let page = CollectThemAllPage(convention: "EF 27/../x", token: "t")
        guard case .page(let address, _) = page else {
            Issue.record("expected a page")
            return
        }
        #expect(address.hasPrefix("https://app.eurofurence.org/EF%2027%2F..%2Fx/companion/"))
    }

    @Test("Given an empty token, when the page is made, then it still needs a login")
    func emptyToken() {
        #expect(CollectThemAllPage(convention: "EF27", token: "") == .loginNeeded(convention: "EF27"))
    }
}
