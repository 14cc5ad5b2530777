import ConbookConsole
import ConbookCore
import ConbookTesting
import Foundation
import Testing

@MainActor
@Suite("Console artist alley over the real Director")
struct ConsoleArtistAlleyTests {
    private static func file(named name: String, bytes: [UInt8]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appending(path: "conbook-alley-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appending(path: name)
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test(
        "Given the alley, when `tab alley`, `search` and `select` are given, then the tables list by number, the search narrows them, and a table opens with its links"
    )
    func browses() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext(stored: SampleAlley.stored, account: SampleAttendee.account))

        let outcome = await app.run(["tab alley", "search otter", "select 1", "open 2"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        let alley = app.scene(after: "tab alley")
        #expect(alley.first == "Artist Alley: 5 tables, by table number")
        #expect(alley.contains("  [1] Table 2 · Ámbar Art — Stickers and charms"))
        #expect(alley.contains("  [3] Table 10 · Inky Otter — Ink drawings and prints"))
        #expect(alley.contains("  [5] Wandering Wolf — Badges"))
        #expect(app.scene(after: "search otter").contains("  [1] Table 10 · Inky Otter — Ink drawings and prints"))
        let table = app.scene(after: "select 1")
        #expect(table.first == "Inky Otter")
        #expect(table.contains("Table 10"))
        #expect(table.contains { $0.contains("[2] Telegram @inkyotter") && $0.contains("t.me/inkyotter") })
        #expect(app.scene(after: "open 2").contains { $0.contains("https://t.me/inkyotter") })
    }

    @Test("Given nobody logged in, when the alley shows, then it says the server shows it only to checked-in attendees")
    func emptyLoggedOut() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())

        let outcome = await app.run(["tab artist"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        #expect(
            app.scene(after: "tab artist").joined(separator: " ").contains(
                "The convention's server shows the artist alley only to checked-in attendees"))
    }

    @Test(
        "Given a logged-in attendee, when they ask for a table from a script (the picture a file path) and then check out, confirming, then the server gets both and the page says so"
    )
    func registersAndChecksOut() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        let app = ConsoleAppHarness(core: core)
        let picture = try Self.file(named: "table.png", bytes: SampleAlley.pngBytes + [1, 2, 3])

        let outcome = await app.run([
            "tab alley", "registration", "register", "Inky Otter", "Ink drawings", "12", "", "@inky_otter", picture,
            "checkout", "yes",
        ])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        #expect(app.scene(after: "registration").contains { $0.contains("You have no artist alley registration") })
        let afterRequest = app.output.outputLines.joined(separator: "\n")
        #expect(afterRequest.contains("Display name: Inky Otter"))
        #expect(afterRequest.contains("Your request was sent: it waits for the organisers."))
        #expect(afterRequest.contains("Pending: waiting for the organisers"))
        #expect(app.scene(after: "checkout").contains { $0.contains("Checked out: your table has left the alley.") })
        let sent = core.attendeeAPI?.requests.compactMap { request -> ArtistAlleyTableRequest? in
            if case .alleyTableRequest(let sent, _) = request { return sent }
            return nil
        }
        #expect(sent?.first?.picture == SampleAlley.pngBytes + [1, 2, 3])
        #expect(sent?.first?.pictureFileName == "table.png")
        #expect(sent?.first?.location == "12")
        #expect(core.attendeeAPI?.alleyRegistration == nil)
        #expect(!app.output.outputLines.joined().contains(SampleAttendee.token.secret))
    }

    @Test(
        "Given pictures that are huge, no image, or missing, when a table is asked for, then each is refused before sending, saying why"
    )
    func refusesBadPictures() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        let app = ConsoleAppHarness(core: core)
        let huge = try Self.file(
            named: "huge.png", bytes: SampleAlley.pngBytes + [UInt8](repeating: 7, count: ArtistAlleyTableRequest.largestPicture))
        let text = try Self.file(named: "notes.png", bytes: Array("just words".utf8))
        let form = ["Inky Otter", "Ink", "12", "", ""]

        let outcome = await app.run(
            ["tab alley", "registration"] + ["register"] + form + [huge] + ["register"] + form + [text] + ["register"] + form
                + ["/nowhere/table.png"] + ["register"] + form + [FileManager.default.temporaryDirectory.path])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        let transcript = app.output.outputLines.joined(separator: " ")
        #expect(transcript.contains("Not sent: the picture huge.png is larger than 4 MB."))
        #expect(transcript.contains("Not sent: notes.png is not a JPEG, PNG or WebP picture."))
        #expect(transcript.contains("Not sent: the picture /nowhere/table.png could not be read: No such file or directory"))
        #expect(transcript.contains("could not be read: it is not a file"))
        #expect(
            core.attendeeAPI?.requests.contains {
                if case .alleyTableRequest = $0 { return true }
                return false
            } == false)
    }

    @Test("Given a registration, when `checkout` is declined, then nothing is sent and it stays")
    func declinesCheckOut() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        core.attendeeAPI?.serveAlleyRegistration(SampleAlley.pending)
        let app = ConsoleAppHarness(core: core)

        let outcome = await app.run(["tab alley", "registration", "checkout", "no"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        #expect(app.scene(after: "checkout").contains { $0.contains("Not checked out: your registration stays.") })
        #expect(core.attendeeAPI?.alleyRegistration == SampleAlley.pending)
    }
}
