import ConbookCore
import ConbookRichText
import Testing

@Suite("Rich text limits and odd input")
struct LibXML2RichTextParserLimitsTests {
    let parser = LibXML2RichTextParser()

    @Test("Given plain text, when parsed as plain, then it is the Core's plain rich text")
    func plain() {
        let text = "One <b>not bold</b>\n\nTwo"
        #expect(parser.parse(text, as: .plain) == RichText(plain: text))
    }

    @Test("Given markup over the size limit, when parsed, then its beginning is kept as plain text")
    func hugeInput() {
        let markup = String(repeating: "<p>x</p>", count: LibXML2RichTextParser.maximumMarkupBytes / 8 + 1)
        for format in [MarkupFormat.html, .markdown] {
            let text = parser.parse(markup, as: format)
            #expect(text.plainText.count == LibXML2RichTextParser.fallbackCharacterCount)
            #expect(text.plainText.hasPrefix("<p>x</p>"))
        }
    }

    @Test("Given markup just under the size limit, when parsed, then it is parsed")
    func largeInput() {
        let markup = String(repeating: "<p>Hello &amp; bye</p>", count: LibXML2RichTextParser.maximumMarkupBytes / 23)
        let blocks = parser.parse(markup, as: .html).blocks
        #expect(blocks.count == LibXML2RichTextParser.maximumMarkupBytes / 23)
        #expect(blocks.last == .paragraph([.text("Hello & bye")]))
    }

    @Test("Given elements nested deeper than the parser's limit, when parsed, then their text survives, flattened")
    func deepNesting() {
        let depth = 100
        let markup =
            String(repeating: "<div><em>", count: depth) + "deep <b>text</b>" + String(repeating: "</em></div>", count: depth)
        #expect(parser.parse(markup, as: .html).plainText == "deep text")
    }

    @Test("Given elements nested past libxml2's limit of 256, when parsed, then nothing crashes and the text before stays")
    func excessiveNesting() {
        let depth = 20_000
        let markup =
            "<p>before</p>" + String(repeating: "<div><em>", count: depth) + "deep"
            + String(repeating: "</em></div>", count: depth)
        #expect(parser.parse(markup, as: .html).plainText.hasPrefix("before"))
        let quotes = "before\n\n" + String(repeating: "> ", count: 5_000) + "quoted"
        #expect(parser.parse(quotes, as: .markdown).plainText.hasPrefix("before"))
    }

    @Test("Given invalid UTF-8 bytes and NUL characters, when parsed in every format, then nothing crashes")
    func invalidBytes() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x3C, 0x70, 0x3E, 0xC3, 0x28, 0x00, 0x41, 0xED, 0xA0, 0x80, 0x3C, 0x2F, 0x70, 0x3E]
        let markup = String(decoding: bytes, as: UTF8.self)
        for format in [MarkupFormat.plain, .html, .markdown] {
            let text = parser.parse(markup, as: format)
            #expect(text.plainText.contains("A"))
        }
    }

    @Test("Given empty, blank or tag-only input, when parsed, then there is nothing")
    func emptyInput() {
        for markup in ["", "   \n\t", "<p></p><br><em> </em>", "<script>x</script>", "<!-- c -->"] {
            #expect(parser.parse(markup, as: .html) == .empty)
        }
    }

    @Test("Given a charset declaration, when parsed, then the text is still read as UTF-8")
    func charsetIgnored() {
        #expect(parser.parse(#"<meta charset="iso-8859-1"><p>café</p>"#, as: .html).blocks == [.paragraph([.text("café")])])
    }
}
