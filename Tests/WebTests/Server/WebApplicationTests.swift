import ConbookCore
import ConbookTesting
import ConbookWeb
import Foundation
import Synchronization
import Testing

/// The browser front end as a browser without script uses it: pages by address, forms posted and
/// answered 303, a session per browser over one Core.
@MainActor
@Suite("Web application: pages, forms and sessions")
struct WebApplicationTests {
    private typealias Sample = SampleConvention

    private func application(
        core: ConbookTestContext? = nil, requiresPairing: Bool = false, clock: ManualWebClock = ManualWebClock()
    ) throws -> (WebApplication, ConbookTestContext) {
        let core = try core ?? ConbookTestContext.storing(Sample.content)
        let application = WebApplication(
            conbook: core.conbook,
            configuration: WebServerConfiguration(
                allowedHosts: WebServerConfiguration.hosts(listeningOn: "127.0.0.1", port: 8080),
                requiresPairing: requiresPairing, sessionIdleLifetime: 3600),
            now: { clock.now })
        return (application, core)
    }

    @Test(
        "Given a new browser, when it opens the server's root, then it is sent to News with a session cookie, sections and the security headers"
    )
    func opensNews() async throws {
        let (application, _) = try application()
        let browser = TestBrowser(application)

        let response = await browser.get("/")

        #expect(response.status == 200)
        #expect(browser.address == "/news")
        #expect(browser.heading == "News")
        #expect(browser.cookies[WebApplication.sessionCookie] != nil)
        let navigation = browser.page.all("nav").flatMap { $0.all("a") }.compactMap { $0.attributes["href"] }
        #expect(navigation.contains("/schedule"))
        #expect(navigation.contains("/about"))
        #expect(response.header("content-security-policy")?.hasPrefix("default-src 'self'; frame-ancestors 'none'") == true)
        #expect(response.header("x-content-type-options") == "nosniff")
        #expect(response.header("referrer-policy") == "no-referrer")
        #expect(response.header("cache-control") == "no-store")
        #expect(browser.page.root.attributes["lang"] == "en")
    }

    @Test("Given a session, when the cookie is set, then it is HttpOnly and SameSite=Strict")
    func sessionCookieIsGuarded() async throws {
        let (application, _) = try application()
        let response = await application.respond(
            to: WebRequest(method: .get, target: "/news", headers: [("host", "127.0.0.1:8080")]))

        let cookie = try #require(response.header("set-cookie"))
        #expect(cookie.contains("HttpOnly"))
        #expect(cookie.contains("SameSite=Strict"))
    }

    @Test(
        "Given an event's address, when a browser opens it, then the event's page shows; Back (the section's address) returns to the section"
    )
    func bookmarkedEventAndBack() async throws {
        let (application, _) = try application()
        let browser = TestBrowser(application)
        await browser.get("/schedule")

        let response = await browser.get("/events/\(Sample.opening.id.rawValue)")

        #expect(response.status == 200)
        #expect(browser.heading.contains("Opening Ceremony"))
        await browser.get("/schedule")
        #expect(browser.address == "/schedule")
        #expect(browser.response.status == 200)
    }

    @Test("Given an address of no page, or of an event the convention lacks, then a 404 page answers")
    func unknownAddresses() async throws {
        let (application, _) = try application()
        let browser = TestBrowser(application)

        #expect(await browser.get("/nowhere").status == 404)
        #expect(browser.heading == "Not found")
        #expect(await browser.get("/events/no-such-event").status == 404)
    }

    @Test("Given a Host the server does not answer (DNS rebinding), then it is refused with 400 and no session is made")
    func refusesOtherHosts() async throws {
        let (application, _) = try application()

        let response = await TestBrowser(application, host: "evil.example:8080").get("/news")

        #expect(response.status == 400)
        #expect(application.sessionCount == 0)
    }

    @Test("Given paths that climb out, then each is refused with 400")
    func refusesClimbingPaths() async throws {
        let (application, _) = try application()
        let browser = TestBrowser(application)

        for path in ["/../etc/passwd", "/events/%2E%2E", "/style.css/..", "/%ZZ", "/events/%FF"] {
            #expect(await browser.get(path).status == 400, "\(path)")
        }
    }

    @Test("Given an oversized target or body, or another method, then each is refused with its 4xx")
    func refusesOversizedRequests() async throws {
        let (application, _) = try application()
        let host = [("host", "127.0.0.1:8080")]

        let longTarget = await application.respond(
            to: WebRequest(method: .get, target: "/" + String(repeating: "a", count: 3000), headers: host))
        let bigBody = await application.respond(
            to: WebRequest(method: .post, target: "/news", headers: host, body: Array(repeating: 65, count: 20_000)))
        let delete = await application.respond(to: WebRequest(method: .other("DELETE"), target: "/news", headers: host))

        #expect(longTarget.status == 414)
        #expect(bigBody.status == 413)
        #expect(delete.status == 405)
        #expect(application.sessionCount == 0)
    }

    @Test("Given a form from another site, or without the form token, then it is refused with 403 and nothing changes")
    func refusesCrossSiteForms() async throws {
        let (application, core) = try application()
        let browser = TestBrowser(application)
        await browser.get("/news")
        let token = try #require(browser.page.forms.first?.fields["csrf"])

        let otherOrigin = await browser.post("/news", fields: ["csrf": token, "action": "read"], origin: "http://evil.example")
        let noToken = await browser.post("/news", fields: ["action": "read"], origin: "http://127.0.0.1:8080")
        let wrongToken = await browser.post("/news", fields: ["csrf": "0" + token.dropFirst(), "action": "read"], origin: nil)

        let longerToken = await browser.post(
            "/news", fields: ["csrf": token + "0", "action": "read"], origin: "http://127.0.0.1:8080")

        #expect(otherOrigin.status == 403)
        #expect(longerToken.status == 403)
        #expect(noToken.status == 403)
        #expect(wrongToken.status == 403)
        #expect(browser.page.text.contains("nothing was done"))
        #expect(core.conbook.toggleFavourite.isFavourite(Sample.opening.id) == false)
    }

    @Test("Given a form of an action the page lacks, then it answers 400 with the page again and says why")
    func malformedFormShowsThePageAgain() async throws {
        let (application, _) = try application()
        let browser = TestBrowser(application)
        await browser.get("/news")
        let token = try #require(browser.page.forms.first?.fields["csrf"])

        let response = await browser.post("/news", fields: ["csrf": token, "action": "explode"], origin: "http://127.0.0.1:8080")

        #expect(response.status == 400)
        #expect(browser.heading == "News")
        #expect(browser.page.text.contains("This page cannot do “explode”."))
    }

    @Test(
        "Given a form sent as multipart/form-data (a form with a file field), then it is read as a urlencoded one is; a body not well formed is refused with 400, one past the upload bound with 413"
    )
    func multipartForms() async throws {
        let (application, _) = try application()
        let browser = TestBrowser(application)
        await browser.get("/news")
        let token = try #require(browser.page.forms.first?.fields["csrf"])
        func multipart(_ parts: String, boundary: String = "XyZ") -> WebRequest {
            let body = parts.replacingOccurrences(of: "\n", with: "\r\n")
            return WebRequest(
                method: .post, target: "/news",
                headers: [
                    ("host", "127.0.0.1:8080"), ("origin", "http://127.0.0.1:8080"),
                    ("cookie", "\(WebApplication.sessionCookie)=\(browser.cookies[WebApplication.sessionCookie]!)"),
                    ("content-type", "multipart/form-data; boundary=\(boundary)"),
                ],
                body: Array(body.utf8))
        }
        let padding = String(repeating: "p", count: 20_000)
        let wellFormed = """
            --XyZ
            Content-Disposition: form-data; name="csrf"

            \(token)
            --XyZ
            Content-Disposition: form-data; name="action"

            read
            --XyZ
            Content-Disposition: form-data; name="picture"; filename="C:\\art\\fox.png"
            Content-Type: image/png

            \(padding)
            --XyZ--

            """

        let accepted = await application.respond(to: multipart(wellFormed))
        let unclosed = await application.respond(to: multipart(String(wellFormed.dropLast(9))))
        let tooLarge = await application.respond(
            to: multipart(wellFormed.replacingOccurrences(of: padding, with: String(repeating: "p", count: 5 << 20))))

        #expect(accepted.status == 303)
        #expect(accepted.header("location") == "/news")
        #expect(unclosed.status == 400)
        #expect(tooLarge.status == 413)
    }

    @Test(
        "Given favourites, when the share page is opened, then it shows their code as text and as a QR code; a friend's code posted opens their picks, a damaged one is refused saying why"
    )
    func sharesPicks() async throws {
        let core = try ConbookTestContext.storing(Sample.content, favourites: [Sample.opening.id, Sample.closing.id])
        let (application, _) = try application(core: core)
        let browser = TestBrowser(application)

        await browser.get("/share")
        let code = try #require(browser.page.all("code").first?.text)
        #expect(code.hasPrefix("CONBOOK:"))
        #expect(browser.page.all("svg").first?.attributes["role"] == "img")
        #expect(browser.page.text.contains("Your favourites (2)"))
        await browser.submit("open", extra: ["code": "CONBOOK:damaged"])
        #expect(browser.response.status == 400)
        #expect(browser.heading == "Share your picks")
        await browser.submit("open", extra: ["code": code])

        #expect(browser.address == "/shared-picks")
        #expect(browser.page.linkAddresses.contains("/events/\(Sample.opening.id.rawValue)"))
    }

    @Test(
        "Given a Core per language, then each new browser's pages speak the first language of its Accept-Language, else the default's"
    )
    func languageByBrowser() async throws {
        let english = try ConbookTestContext.storing(Sample.content)
        let german = try ConbookTestContext.storing(Sample.content, language: .german)
        let application = WebApplication(
            conbook: english.conbook, otherLanguages: [german.conbook],
            configuration: WebServerConfiguration(
                allowedHosts: WebServerConfiguration.hosts(listeningOn: "127.0.0.1", port: 8080), requiresPairing: false))

        let inGerman = TestBrowser(application)
        await inGerman.get("/news", headers: [("accept-language", "de-AT, de;q=0.9, en;q=0.5")])
        let inEnglish = TestBrowser(application)
        await inEnglish.get("/news", headers: [("accept-language", "fr, en;q=0.8")])
        let unknown = TestBrowser(application)
        await unknown.get("/news", headers: [("accept-language", "fr")])

        #expect(inGerman.heading == "Neuigkeiten")
        #expect(inGerman.page.root.attributes["lang"] == "de")
        #expect(inEnglish.heading == "News")
        #expect(unknown.heading == "News")
        await inGerman.get("/schedule")
        #expect(inGerman.page.root.attributes["lang"] == "de")
    }

    @Test(
        "Given a logged-in attendee, when a browser opens every section, menu page and the share page, then no page holds the login token, the refresh token or the game's address with the token"
    )
    func noSecretInAnyPage() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        let (application, _) = try application(core: core)
        let browser = TestBrowser(application)
        var pages: [String] = []

        for path in [
            "/news", "/announcements", "/schedule", "/changes", "/hidden", "/people", "/dealers", "/maps", "/knowledge",
            "/messages", "/lost-and-found", "/artist-alley", "/about", "/settings", "/collect", "/timetable", "/free",
            "/now", "/login", "/pass", "/share", "/events/\(Sample.opening.id.rawValue)",
        ] {
            await browser.get(path)
            pages.append(browser.response.text)
        }

        #expect(pages.count == 22)
        for secret in [SampleAttendee.token.secret, SampleAttendee.refreshToken.secret] {
            #expect(pages.allSatisfy { !$0.contains(secret) }, "\(secret)")
        }
    }

    @Test("Given the style sheet, then it is served with its tag and cached for good; a matching If-None-Match answers 304")
    func styleSheet() async throws {
        let (application, _) = try application()
        let browser = TestBrowser(application)
        await browser.get("/news")
        let address = try #require(browser.page.all("link").first?.attributes["href"])

        let sheet = await browser.get(address)
        let again = await browser.get(address, headers: [("if-none-match", sheet.header("etag") ?? "")])

        #expect(sheet.status == 200)
        #expect(sheet.header("content-type") == "text/css; charset=utf-8")
        #expect(sheet.header("cache-control")?.contains("immutable") == true)
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
    }

    @Test("Given two browsers, then each has its own session and pages, and a favourite made in one shows in the other's")
    func browsersShareTheStore() async throws {
        let (application, core) = try application()
        let first = TestBrowser(application)
        let second = TestBrowser(application)
        await first.get("/events/\(Sample.opening.id.rawValue)")
        await second.get("/about")

        try core.conbook.toggleFavourite.setFavourite(Sample.opening.id, true)
        await second.get("/events/\(Sample.opening.id.rawValue)")

        #expect(first.cookies[WebApplication.sessionCookie] != second.cookies[WebApplication.sessionCookie])
        #expect(application.sessionCount == 2)
        #expect(second.page.text.contains("favourite") || second.page.text.contains("Favourite"))
    }

    @Test("Given a session idle longer than its lifetime, then it has ended: the browser gets a new one")
    func sessionsExpire() async throws {
        let clock = ManualWebClock()
        let (application, _) = try application(clock: clock)
        let browser = TestBrowser(application)
        await browser.get("/news")
        let first = browser.cookies[WebApplication.sessionCookie]

        clock.now += .seconds(3601)
        await browser.get("/news")

        #expect(browser.cookies[WebApplication.sessionCookie] != first)
        #expect(application.sessionCount == 1)
    }

    @Test(
        "Given nothing stored, when a browser opens the server, then the first download's page shows and reloads itself; once the download is done, the same address leads to News"
    )
    func firstDownload() async throws {
        let api = ControllableConventionAPI()
        let core = try ConbookTestContext(stored: nil, controllableAPI: api)
        let (application, _) = try application(core: core)
        let browser = TestBrowser(application)

        await browser.get("/")
        #expect(browser.address == "/download")
        #expect(browser.response.header("refresh") == "2")
        await api.waitForPendingRequests()
        api.complete(with: .success(SampleConvention.fullSync))
        await core.settle()
        await browser.get("/download")

        #expect(browser.address == "/news")
        #expect(browser.heading == "News")
        #expect(!browser.page.text.contains("no longer open"))
    }

    @Test(
        "Given an announcement opened and left, when the browser asks for its address again (Back), then it is sent to the page shown now, told the page is no longer open"
    )
    func closedPageLeadsToTheVisibleOne() async throws {
        let (application, _) = try application()
        let browser = TestBrowser(application)
        await browser.get("/announcements")
        await browser.submit("select")
        let announcement = browser.address
        #expect(announcement.hasPrefix("/announcements/"))

        await browser.get("/announcements")
        await browser.get(announcement)

        #expect(browser.address == "/announcements")
        #expect(browser.page.text.contains("This page is no longer open."))
    }

    @Test(
        "Given LAN mode, then a browser not paired is refused; the printed token pairs it once, with a guarded cookie, and is then spent"
    )
    func pairing() async throws {
        let (application, _) = try application(requiresPairing: true)
        let browser = TestBrowser(application)
        let target = try #require(application.pairingTarget)

        #expect(await browser.get("/news").status == 403)
        #expect(await browser.get("/pair?token=wrong").status == 403)
        let paired = await application.respond(
            to: WebRequest(method: .get, target: target, headers: [("host", "127.0.0.1:8080")]))
        let cookie = try #require(paired.headerValues("set-cookie").first { $0.hasPrefix(WebApplication.deviceCookie) })
        let spent = await application.respond(to: WebRequest(method: .get, target: target, headers: [("host", "127.0.0.1:8080")]))

        #expect(paired.status == 303)
        #expect(paired.header("location") == "/")
        #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
        #expect(spent.status == 403)
        #expect(application.pairingTarget != target)
        let device = String(cookie.split(separator: ";")[0])
        let page = await application.respond(
            to: WebRequest(method: .get, target: "/news", headers: [("host", "127.0.0.1:8080"), ("cookie", device)]))
        #expect(page.status == 200)
    }

    @Test("Given LAN mode, when wrong tokens are tried too often, then pairing stops, even for the right token")
    func pairingStopsAfterGuesses() async throws {
        let (application, _) = try application(requiresPairing: true)
        let target = try #require(application.pairingTarget)
        let browser = TestBrowser(application)

        for attempt in 0..<10 { await browser.get("/pair?token=guess\(attempt)") }

        #expect(application.pairingTarget == nil)
        #expect(await browser.get(target).status == 403)
    }
}

/// A clock the test moves, read from any thread.
final class ManualWebClock: Sendable {
    private let reading = Mutex(Duration.seconds(1000))

    /// The time now.
    var now: Duration {
        get { reading.withLock { $0 } }
        set { reading.withLock { $0 = newValue } }
    }
}
