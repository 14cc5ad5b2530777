import ConbookCore
import Testing

@Suite("Line ends made one kind")
struct LineEndsTests {
    @Test("Given texts with every kind of line end, when unified, then each `\\r\\n` and each `\\r` alone is `\\n`")
    func examples() {
        #expect(LineEnds.unified("a\r\nb\rc\nd") == "a\nb\nc\nd")
        #expect(LineEnds.unified("\r\r\n\n\r") == "\n\n\n\n")  // \r, \r\n, \n, \r
        #expect(LineEnds.unified("Jödicke 🦊\r\n") == "Jödicke 🦊\n")
        #expect(LineEnds.unified("no carriage return\n") == "no carriage return\n")
    }

    @Test(
        "Given texts drawn from a fixed seed, when unified byte by byte, then each is the text with each of its line-end characters (`\\r\\n` or `\\r`) made `\\n`",
        arguments: [1, 2, 3] as [UInt64])
    func sameAsLineEndCharacters(seed: UInt64) {
        let lineEnds: Set<Character> = ["\r\n", "\r"]
        for text in PlainTextPieces.texts(count: 500, seed: seed) {
            #expect(
                LineEnds.unified(text) == String(text.map { lineEnds.contains($0) ? "\n" : $0 }),
                "\(Array(text.unicodeScalars))")
        }
    }
}
