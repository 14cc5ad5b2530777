import ConbookConsole
import ConbookCore
import ConbookEurofurence
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

/// The proof that the console's drawing is the code: what `pass` prints, turned back into a
/// picture, is read by an independent reader.
@MainActor
@Suite("Against an independent reader: Python's zxing-cpp (PyPI)")
struct ConsolePassScanTests {
    /// The modules a drawing's lines show: each half block two modules, one above the other, ink
    /// dark (the drawing's lines are the scene's lines made only of half blocks and spaces).
    nonisolated static func modules(drawnIn lines: [String]) -> [[Bool]] {
        let blocks: Set<Character> = [" ", "▀", "▄", "█"]
        let drawing = lines.filter { line in !line.isEmpty && line.allSatisfy(blocks.contains) }
        return drawing.flatMap { line -> [[Bool]] in
            [line.map { $0 == "▀" || $0 == "█" }, line.map { $0 == "▄" || $0 == "█" }]
        }
    }

    @Test(
        "Given the server's SVG passes written by zxing-cpp, when `pass` draws each on the console and the half blocks are turned back into a picture, then zxing-cpp reads the same payload from it",
        arguments: [
            ("aztec-1234-zint-path.svg", "1234"), ("aztec-1234-rects.svg", "1234"), ("aztec-1234-modules.svg", "1234"),
            ("aztec-long-rects.svg", "EF30-REG-0004711-CHECKED-IN-2026"),
        ])
    func drawnPassScans(file: String, payload: String) async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        core.attendeeAPI?.servePass(try AztecSVGReader().read(try PassFixture.data(file)))
        let app = ConsoleAppHarness(core: core)

        let outcome = await app.run(["pass"])
        #expect(!outcome.hasFailures, "\(app.output.errors)")
        let modules = Self.modules(drawnIn: app.scene(after: "pass"))

        try withTemporaryDirectory { directory in
            let picture = directory.appending(path: "pass.pgm")
            try AztecPeer.picture(of: modules, pixelsPerModule: 6, to: picture)

            let codes = try AztecPeer.read(picture)

            #expect(codes == [AztecPeer.Code(format: "Aztec", text: payload)])
        }
    }

    @Test(
        "Given the drawing inverted (light modules as ink, as on a light-on-dark terminal without colour), when it is read without trying inverted codes, then nothing is read: the test tells dark from light"
    )
    func invertedDoesNotScan() throws {
        let modules = try PassFixture.modules("aztec-1234.txt")
        var inverted = Array(repeating: Array(repeating: true, count: modules.count + 8), count: modules.count + 8)
        for (row, line) in modules.enumerated() {
            for (column, dark) in line.enumerated() { inverted[row + 4][column + 4] = !dark }
        }
        try withTemporaryDirectory { directory in
            let picture = directory.appending(path: "inverted.pgm")
            try AztecPeer.picture(of: inverted, pixelsPerModule: 6, to: picture)

            #expect(try AztecPeer.read(picture) == [])
        }
    }
}
