import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("conbook share and conbook import CODE, end to end")
struct ConbookShareExecutableTests {
    private static let favouriteTwo = "tab schedule\nselect 1\nfavourite\nback\nselect 3\nfavourite\nquit\n"

    /// A store of the demo with two favourites, and its share code (the code's line of `conbook share`).
    private static func sharingStore(
        in directory: TemporaryDirectory, arguments: [String] = []
    ) throws -> (
        store: String, run: ConbookExecutable.Run, code: String
    ) {
        let store = directory.url.appending(path: "sharer").path
        _ = try ConbookExecutable().run(["--store", store, "--script", "-", "--no-color"], input: favouriteTwo)
        let run = try ConbookExecutable().run(["share", "--store", store] + arguments)
        let code = try #require(run.output.split(separator: "\n").first { $0.hasPrefix("CONBOOK:") })
        return (store, run, String(code))
    }

    /// The code of a store's favourites, without a name.
    private static func code(of store: String) throws -> String? {
        try ConbookExecutable().run(["share", "--store", store]).output.split(separator: "\n")
            .first { $0.hasPrefix("CONBOOK:") }.map(String.init)
    }

    @Test(
        "Given two favourites shared from one store, when the code is imported into a fresh store of the demo with `add all`, then its favourites are the same"
    )
    func roundTripThroughFreshStore() throws {
        let directory = try TemporaryDirectory()
        let sharer = try Self.sharingStore(in: directory)
        let fresh = directory.url.appending(path: "friend").path

        let run = try ConbookExecutable().run(
            ["import", sharer.code, "--store", fresh, "--no-color"], input: "add all\nquit\n")

        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Shared picks"))
        #expect(run.output.contains("Added 2 favourites."))
        #expect(try Self.code(of: fresh) == sharer.code)
    }

    @Test(
        "Given a share file written with --output and a name, when it is imported with `add 2`, then only the second pick becomes a favourite, under the sharer's name"
    )
    func throughTheShareFile() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appending(path: "picks.conbook-share").path
        let sharer = try Self.sharingStore(in: directory, arguments: ["--name", "Alex", "--output", file])
        let fresh = directory.url.appending(path: "friend").path
        let text = try String(contentsOfFile: file, encoding: .utf8)

        let run = try ConbookExecutable().run(["import", file, "--store", fresh, "--no-color"], input: "add 2\nquit\n")

        #expect(text.hasPrefix("# Conbook share code, format 1"))
        #expect(text.contains(sharer.code))
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Alex's picks"))
        let shared = try #require(try Self.code(of: fresh))
        let both = try ConbookExecutable().run(["import", shared, "--store", sharer.store, "--no-color"], input: "quit\n")
        #expect(both.output.contains("1 event picked at"))
    }

    @Test(
        "Given a code with one character changed, given directly or in a file, when it is imported, then it is refused as damaged with status 1 and nothing is stored"
    )
    func damagedRefused() throws {
        let directory = try TemporaryDirectory()
        let sharer = try Self.sharingStore(in: directory)
        var characters = Array(sharer.code)
        characters[20] = characters[20] == "Z" ? "Y" : "Z"
        let damaged = String(characters)
        let file = try directory.write("# Conbook share code, format 1\n\(damaged)\n", to: "damaged.conbook-share").path
        let fresh = directory.url.appending(path: "friend")

        for argument in [damaged, file] {
            let run = try ConbookExecutable().run(["import", argument, "--store", fresh.path], input: "add all\nquit\n")

            #expect(run.status == 1)
            #expect(run.errors.contains("The share code is refused, nothing changed: This share code is damaged"))
        }
        #expect(!FileManager.default.fileExists(atPath: fresh.path))
    }

    @Test(
        "Given the demo's code, when it is imported into a store of another convention, then it is refused naming both conventions, with status 1"
    )
    func otherConventionRefused() throws {
        let directory = try TemporaryDirectory()
        let sharer = try Self.sharingStore(in: directory)
        let schedule = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/schedules/romhack-camp-2026-pretalx-schedule.xml").path
        let other = directory.url.appending(path: "other").path
        _ = try ConbookExecutable().run(["--store", other, "--source", schedule, "--script", "-"], input: "quit\n")

        let run = try ConbookExecutable().run(["import", sharer.code, "--store", other], input: "add all\nquit\n")

        #expect(run.status == 1)
        #expect(run.errors.contains("This share code is for EF27, not for"))
    }

    @Test(
        "Given two favourites shared, when the QR code `conbook share` draws is turned back into a picture, then zxing-cpp reads exactly the code from it"
    )
    func drawnQRCodeScans() throws {
        let directory = try TemporaryDirectory()
        let sharer = try Self.sharingStore(in: directory)
        let lines = sharer.run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let picture = directory.url.appending(path: "share.pgm")
        try AztecPeer.picture(of: ConsolePassScanTests.modules(drawnIn: lines), pixelsPerModule: 4, to: picture)

        let codes = try AztecPeer.read(picture, format: "QRCode")

        #expect(codes == [AztecPeer.Code(format: "QR Code", text: sharer.code)])
    }
}
