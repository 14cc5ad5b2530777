import ConbookCore
import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `conbook` executable, end to end, against a loopback server shaped as the 2026 Eurofurence
/// API (`/EF30/Api`: the 2026-shaped sync, pictures at their `Url` on an object-store path, the
/// attendee endpoints) and a fake OpenID Connect provider: a new user browses, logs in through
/// the printed address (the test plays the browser), uses what the login opens, and logs out.
@Suite("The conbook executable: Eurofurence 2026, end to end")
struct Eurofurence2026EndToEndTests {
    static let now = "2022-08-25T10:00:00Z"
    /// An event that accepts feedback, favourited locally before the login.
    static let localFavourite = "db66d940-7f38-4729-9b51-5e98351b68ef"
    /// An event only the server has as a favourite.
    static let serverFavourite = "c54cb9f1-602b-47b4-849c-6c448a909cd1"
    /// An event favourited while logged in.
    static let laterFavourite = "f571925d-f636-49e3-b23c-cb20d87f675c"
    static let clientID = "conbook-e2e"

    /// The 2026-shaped sync, its pictures moved to `{server}/ef-mobile-app/{id}.png` and all of
    /// them the venue PNG (size and hash to match), the convention EF30.
    private static func sync(pictureBase: String, picture: [UInt8]) throws -> (sync: Data, events: [Any]) {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/eurofurence")
        let data = try Data(contentsOf: fixtures.appending(path: "EF30_Shape_Full_Sync_Response.json"))
        var root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        root["ConventionIdentifier"] = "EF30"
        var images = try #require(root["Images"] as? [String: Any])
        let entities = try #require(images["ChangedEntities"] as? [[String: Any]])
        images["ChangedEntities"] = entities.map { image -> [String: Any] in
            var image = image
            image["Url"] = pictureBase + "\(image["Id"] ?? "").png"
            image["MimeType"] = "image/png"
            image["Width"] = 1000
            image["Height"] = 800
            image["SizeInBytes"] = picture.count
            image["ContentHashSha1"] = ImageReference.contentHash(of: picture)
            return image
        }
        root["Images"] = images
        let events = try #require((root["Events"] as? [String: Any])?["ChangedEntities"] as? [Any])
        return (try JSONSerialization.data(withJSONObject: root), events)
    }

    private static func routes(
        sync: Data, favourite: Data, picture: [UInt8]
    ) throws
        -> LoopbackHTTPServer.Behaviour
    {
        let account =
            #"{"Id":"00000000-0000-0000-0000-000000000000","LastChangeDateTimeUtc":"0001-01-01T00:00:00.000","#
            + #""Roles":["Attendee","AttendeeCheckedIn"],"Registrations":[{"Id":"1234","Status":"CheckedIn"}]}"#
        let messages = #"""
            [{"Id":"5b0a8f52-0f6e-4a4e-9a55-0d1c2e3f4a5b","LastChangeDateTimeUtc":"2022-08-24T09:00:00.000",
              "RecipientRegSysId":"1234","RecipientIdentityId":null,"SenderUid":"system",
              "CreatedDateTimeUtc":"2022-08-24T09:00:00.000","ReceivedDateTimeUtc":null,"ReadDateTimeUtc":null,
              "AuthorName":"Registration","Subject":"Your badge is ready","Message":"Pick it up at **Registration**."}]
            """#
        let lost = #"""
            [{"Id":"0e4c3b2a-1d0f-4e9a-8b7c-6d5e4f3a2b1c","LastChangeDateTimeUtc":"2022-08-24T10:00:00.000","ExternalId":7,
              "ImageUrl":null,"Title":"Blue paw glove","Description":"Found near the Dealers' Den.","Status":"Found",
              "LostDateTimeUtc":null,"FoundDateTimeUtc":"2022-08-24T10:00:00.000","ReturnDateTimeUtc":null}]
            """#
        return .routes([
            .init(prefix: "/EF30/Api/Sync", behaviour: .respond(body: Array(sync))),
            .init(prefix: "/EF30/Api/Users/:self", behaviour: .respond(body: Array(account.utf8))),
            .init(prefix: "/EF30/Api/Users/Pass", behaviour: .respond(body: Array(try PassFixture.data("aztec-1234-rects.svg")))),
            .init(prefix: "/EF30/Api/Communication/PrivateMessages", behaviour: .respond(body: Array(messages.utf8))),
            .init(prefix: "/EF30/Api/LostAndFound/Items", behaviour: .respond(body: Array(lost.utf8))),
            .init(prefix: "/EF30/Api/ArtistsAlley/TableRegistration/:my-latest", behaviour: .respond(status: 404, body: [])),
            .init(
                prefix: "/EF30/Api/Events/Favorites/:calendar-token",
                behaviour: .respond(body: Array(#""4f7d3c2a-9b8e-4d1f-a6c5-e0b9a8f7d6c5""#.utf8))),
            .init(prefix: "/EF30/Api/Events/Favorites", behaviour: .respond(body: Array(favourite))),
            .init(prefix: "/EF30/Api/Events/", behaviour: .respond(status: 204, body: [])),
            .init(prefix: "/EF30/Api/EventFeedback", behaviour: .respond(status: 204, body: [])),
            .init(prefix: "/ef-mobile-app/", behaviour: .respond(body: picture)),
        ])
    }

    /// Plays the browser: loads the address and follows its redirects (to the loopback listener).
    private static func browse(_ address: String) async throws -> String {
        // As long as the waits for conbook's lines: on a loaded machine it answers its callback late.
        let request = URLRequest(url: try #require(URL(string: address)), timeoutInterval: 240)
        let (data, _) = try await URLSession.shared.data(for: request)
        return String(decoding: data, as: UTF8.self)
    }

    @Test(
        "Given a loopback server shaped as the 2026 Eurofurence API and its login provider, when a new user browses, logs in through the printed address, reads messages, the alley, lost & found and the pass, favourites, gives feedback and logs out, then each step shows it, favourites merge both ways, both tokens are revoked, pictures come from their Url, and no token appears in any output"
    )
    func wholeVisit() async throws {
        let provider = try FakeOpenIDProvider()
        let server = try LoopbackHTTPServer(behaviour: .routes([]))
        let picture = try PictureFixture.bytes("venue.png")
        let (sync, events) = try Self.sync(pictureBase: try server.url(path: "/ef-mobile-app/").absoluteString, picture: picture)
        let favourite = try #require(events.first { ($0 as? [String: Any])?["Id"] as? String == Self.serverFavourite })
        let api = try server.url(path: "/EF30/Api").absoluteString
        server.setBehaviour(
            try Self.routes(
                sync: sync, favourite: try JSONSerialization.data(withJSONObject: [favourite]), picture: picture))
        let directory = try TemporaryDirectory()
        let store = directory.url.appending(path: "store")
        let base = ["--source", api, "--store", store.path, "--no-color", "--now", Self.now]
        var outputs: [String] = []

        // 1: a new user, not logged in, browses.
        let browsing = try directory.write(
            "tab schedule\ntab dealers\ntab knowledge\ntab maps\nselect 1\nopen https://app.eurofurence.org/EF30/Web/Events/\(Self.localFavourite)\nfavourite\n",
            to: "browse.conbook")
        let first = try ConbookExecutable().run(base + ["--yes", "--script", browsing.path])
        outputs.append(first.output + first.errors)

        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.contains("Log in to see your messages (`login`)."))
        #expect(first.output.contains("Schedule: Thursday 25 August — Con Day 2"))
        #expect(first.output.contains("10:00–22:00  Artists' Lounge — Artist Lounge — Foyer Estrel Hall"))
        #expect(first.output.contains("Dealers: 145 dealers, A–Z"))
        #expect(first.output.contains("Showing dealers 1–50 of 145 · page 1 of 3"))
        #expect(first.output.contains("Abandon Ambition"))
        #expect(first.output.contains("Knowledge: 9 groups, 59 entries"))
        #expect(first.output.contains("About Eurofurence — 19 entries"))
        #expect(first.output.contains("Map: Estrel Venue\nPicture (PNG, 1000 × 800 pixels, 3,543 bytes)."))
        #expect(first.output.contains("Favourite:  ★ yes"))
        #expect(server.requestTargets.contains { $0.hasPrefix("/ef-mobile-app/") })
        #expect(!server.requestTargets.contains { $0.contains("/Images/") })
        #expect(server.requests.allSatisfy { $0.headers["authorization"] == nil })

        // 2: the login, through the printed address; the test plays the browser.
        let login = try StreamedConbookRun(
            ["login", "--no-browser", "--issuer", provider.issuer.absoluteString, "--client-id", Self.clientID] + base)
        let address = try await login.line { $0.hasPrefix(provider.issuer.absoluteString + "oauth2/auth?") }
        let page = try await Self.browse(address)
        _ = try await login.line { $0 == "Logged in as \(FakeOpenIDProvider.name)." }
        let loginEnding = login.finish()
        outputs.append(login.output + login.errors)

        #expect(loginEnding.succeeded, "\(login.errors)")
        #expect(page.contains("Logged in to Conbook."))
        let accessToken = try #require(provider.secrets.last { $0.hasPrefix("access-") })
        let refreshToken = try #require(provider.secrets.last { $0.hasPrefix("refresh-") })
        #expect(
            server.requests.contains {
                $0.target == "/EF30/Api/Users/:self" && $0.headers["authorization"] == "Bearer \(accessToken)"
            })

        // 3: what the login opens: messages, the alley, lost & found, the pass, favourites, feedback.
        let visit = try directory.write(
            """
            tab messages
            tab alley
            registration
            tab lost
            pass
            open https://app.eurofurence.org/EF30/Web/Events/\(Self.serverFavourite)
            open https://app.eurofurence.org/EF30/Web/Events/\(Self.laterFavourite)
            favourite
            open https://app.eurofurence.org/EF30/Web/Events/\(Self.localFavourite)
            feedback
            5
            Great lounge
            calendar-feed

            """, to: "visit.conbook")
        let third = try ConbookExecutable().run(base + ["--script", visit.path])
        outputs.append(third.output + third.errors)

        #expect(third.status == 0, "\(third.errors)")
        let bearer = "Bearer \(accessToken)"
        let sent = server.requests.filter { $0.headers["authorization"] == bearer }
        #expect(sent.contains { $0.target == "/EF30/Api/Sync" })
        #expect(third.output.contains("1 message · 1 unread"))
        #expect(third.output.contains("Your badge is ready"))
        #expect(third.output.contains("Artist Alley: 2 tables"))
        #expect(third.output.contains("You have no artist alley registration (`register` asks for a table)."))
        #expect(sent.contains { $0.target == "/EF30/Api/ArtistsAlley/TableRegistration/:my-latest" })
        #expect(third.output.contains("Blue paw glove"))
        #expect(third.output.contains("The badge pass of \(FakeOpenIDProvider.name) · registration 1234"))
        let serverPage = try #require(third.output.components(separatedBy: "> open ").dropFirst().first)
        #expect(serverPage.contains("Fursuit Lounge") && serverPage.contains("Favourite:  ★ yes"))
        #expect(third.output.contains("Thank you: your 5-star feedback was sent."))
        #expect(third.output.contains("/EF30/Api/Events/Favorites/calendar.ics?token=4f7d3c2a-9b8e-4d1f-a6c5-e0b9a8f7d6c5"))
        for event in [Self.localFavourite, Self.laterFavourite] {
            #expect(sent.contains { $0.method == "POST" && $0.target == "/EF30/Api/Events/\(event)/:favorite" })
        }
        #expect(sent.contains { $0.method == "GET" && $0.target == "/EF30/Api/Events/Favorites" })
        #expect(!server.requests.contains { $0.method == "DELETE" })
        let feedback = try #require(sent.first { $0.target == "/EF30/Api/EventFeedback" })
        #expect(feedback.method == "POST")
        #expect(feedback.bodyText.contains(Self.localFavourite))
        #expect(feedback.bodyText.contains("Great lounge"))
        #expect(feedback.bodyText.contains("5"))

        // 4: logging out revokes both tokens.
        let logout = try ConbookExecutable().run(["logout"] + base)
        outputs.append(logout.output + logout.errors)

        #expect(logout.status == 0, "\(logout.errors)")
        #expect(logout.output.contains("the login provider has revoked the login"))
        #expect(Set(provider.revocations.map(\.token)) == [accessToken, refreshToken])
        #expect(provider.revocations.allSatisfy { $0.clientID == Self.clientID })

        let tokens = provider.secrets.filter { $0.hasPrefix("access-") || $0.hasPrefix("refresh-") }
        #expect(tokens.count >= 2)
        for output in outputs {
            for token in tokens {
                #expect(!output.contains(token))
            }
        }
    }

    @Test(
        "Given the 2026 loopback server and a provider that offers the device grant, when `conbook login --device` runs and the attendee approves on another device, then it shows the address and the code, logs in, and logging out revokes both tokens; no token appears in any output"
    )
    func deviceLogin() async throws {
        var script = FakeOpenIDProvider.Script()
        script.offersDeviceLogin = true
        script.devicePolls = [.pending, .approved]
        let provider = try FakeOpenIDProvider(script: script)
        let server = try LoopbackHTTPServer(behaviour: .routes([]))
        let picture = try PictureFixture.bytes("venue.png")
        let (sync, _) = try Self.sync(pictureBase: try server.url(path: "/ef-mobile-app/").absoluteString, picture: picture)
        server.setBehaviour(try Self.routes(sync: sync, favourite: Data("[]".utf8), picture: picture))
        let directory = try TemporaryDirectory()
        let base = [
            "--source", try server.url(path: "/EF30/Api").absoluteString, "--store", directory.url.appending(path: "store").path,
            "--no-color", "--now", Self.now,
        ]
        let news = try directory.write("tab news\n", to: "news.conbook")
        #expect(try ConbookExecutable().run(base + ["--yes", "--script", news.path]).status == 0)

        let login = try StreamedConbookRun(
            ["login", "--device", "--issuer", provider.issuer.absoluteString, "--client-id", Self.clientID] + base)
        let prompt = try await login.line { $0.contains(FakeOpenIDProvider.userCode) }
        _ = try await login.line { $0 == "Logged in as \(FakeOpenIDProvider.name)." }
        let ending = login.finish()
        let logout = try ConbookExecutable().run(["logout"] + base)

        #expect(ending.succeeded, "\(login.errors)")
        #expect(prompt.contains(provider.address("/device")))
        #expect(login.output.contains(provider.address("/device?user_code=\(FakeOpenIDProvider.userCode)")))
        #expect(logout.output.contains("the login provider has revoked the login"))
        let tokens = provider.secrets.filter { $0.hasPrefix("access-") || $0.hasPrefix("refresh-") }
        #expect(Set(provider.revocations.map(\.token)) == Set(tokens))
        #expect(tokens.count == 2)
        for output in [login.output, login.errors, logout.output, logout.errors] {
            #expect(!tokens.contains { output.contains($0) })
        }
    }
}
