import ConbookCore
import Testing

@Suite("Rich text from plain text")
struct PlainRichTextTests {
    @Test(
        "Given plain text with Windows line ends, blank lines and lines of blanks alone, when made rich text, then blank lines separate paragraphs and single line breaks stay"
    )
    func paragraphsAndLineBreaks() {
        let text = "\r\n\r\nFirst line\r\nsecond line\r\n \t\r\nthird\r\n\r\n\r\n\rNext paragraph\r\n\r\n  \r\n\r\n"

        #expect(
            RichText(plain: text).blocks == [
                .paragraph([.text("First line"), .lineBreak, .text("second line"), .lineBreak, .text("third")]),
                .paragraph([.text("Next paragraph")]),
            ])
    }

    @Test(
        "Given texts drawn from a fixed seed, when made rich text, then the paragraphs are those between blank lines, each of its lines that are not blanks alone",
        arguments: [1, 2, 3] as [UInt64])
    func sameAsSplittingAtBlankLines(seed: UInt64) {
        for text in PlainTextPieces.texts(count: 500, seed: seed) {
            #expect(RichText(plain: text).blocks == Self.paragraphs(of: text), "\(Array(text.unicodeScalars))")
        }
    }

    /// The rule, by characters: line ends (`LineEnds`) made `\n`, chunks between `\n\n` (none
    /// empty), each chunk's lines (none empty) without those of blanks alone, a chunk without lines
    /// left out.
    private static func paragraphs(of text: String) -> [RichTextBlock] {
        LineEnds.unified(text).split(separator: "\n\n").compactMap { chunk in
            let lines = chunk.split(separator: "\n").map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }
            guard !lines.isEmpty else { return nil }
            return .paragraph(lines.enumerated().flatMap { $0 == 0 ? [.text($1)] : [.lineBreak, .text($1)] })
        }
    }
}
