import ConbookCore
import ConbookRichText
import ConbookWeb
import Testing

/// The pages' HTML, read back by libxml2's HTML parser (through the rich-text reader) as a browser
/// would read it.
@Suite("Web pages: HTML in which every string is escaped")
struct HTMLTests {
    private let reader = LibXML2RichTextParser()

    @Test(
        "Given a title with markup, quotes and an ampersand, when it is written as text, then the parser reads back exactly the title, no element"
    )
    func escapesText() {
        let title = "<script>alert(\"x\")</script> Tom & Jerry's <b>Show</b>"
        let html = HTML.element(.p, [], [.text(title)])

        #expect(!html.rendered.contains("<script>"))
        #expect(!html.rendered.contains("<b>"))
        #expect(reader.parse(html.rendered, as: .html).plainText == title)
    }

    @Test("Given an attribute value with quotes and angle brackets, then it stays inside its attribute")
    func escapesAttributes() throws {
        let address = try #require(WebAddress(external: "https://example.org/?q=\"><b>bold</b>"))
        let html = HTML.element(.a, [.href(address), .class("x\" onclick=\"y")], [.text("go")])

        #expect(
            html.rendered
                == "<a href=\"https://example.org/?q=&quot;&gt;&lt;b&gt;bold&lt;/b&gt;\" class=\"x&quot; onclick=&quot;y\">go</a>"
        )
        #expect(
            reader.parse(html.rendered, as: .html).blocks
                == [.paragraph([.link([.text("go")], destination: "https://example.org/?q=\"><b>bold</b>")])])
    }

    @Test("Given hostile addresses, then none can be made: script, data and file schemes, hidden white space, another host")
    func refusesHostileAddresses() {
        for address in [
            "javascript:alert(1)", "JavaScript:alert(1)", "java\tscript:alert(1)", "data:text/html,<b>x</b>",
            "file:///etc/passwd", "vbscript:msgbox", " https://example.org", "https:example.org", "", "relative/path",
        ] {
            #expect(WebAddress(external: address) == nil, "\(address)")
        }
        for path in ["//evil.example/x", "https://example.org", "/a\\b", "/a b", "events/1", ""] {
            #expect(WebAddress(path: path) == nil, "\(path)")
        }
        #expect(WebAddress(external: "https://www.eurofurence.org/")?.text == "https://www.eurofurence.org/")
        #expect(WebAddress(external: "MAILTO:info@example.org") != nil)
        #expect(WebAddress(external: "tel:+4930123") != nil)
        #expect(WebAddress(path: "/events/42?from=schedule")?.text == "/events/42?from=schedule")
    }

    @Test("Given control characters and noncharacters in a text, then they are left out; tabs and line breaks stay")
    func leavesOutWhatHTMLForbids() {
        let noncharacter = String(Character(Unicode.Scalar(0xFDD0)!))
        let reversedMark = String(Character(Unicode.Scalar(0xFFFE)!))
        #expect(HTML.text("a\u{0}b\u{7}c\u{85}d\(reversedMark)e\(noncharacter)f\tg\nh").rendered == "abcdef\tg\nh")
    }

    @Test(
        "Given one forbidden character at a time in plain text (a control, a C1 control, a noncharacter in any plane), then it alone is left out; other text outside ASCII stays"
    )
    func leavesOutEachForbiddenCharacterAlone() throws {
        let forbidden: [UInt32] = [0x0, 0x1F, 0x7F, 0x80, 0x85, 0x9F, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF]
        for value in forbidden {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(HTML.text("plain \(scalar) text").rendered == "plain  text", "U+\(String(value, radix: 16))")
        }
        for kept in ["café", "a — b", "😀", "\u{FFFD}", "\u{A0}", "\u{FDCF}\u{FDF0}", "\u{1FFFD}"] {
            #expect(HTML.text(kept).rendered == kept)
        }
    }

    @Test(
        "Given void and normal elements, then a void one has no end tag and ignores children; a name given twice keeps the first")
    func writesElements() throws {
        let image = HTML.element(
            .img,
            [.src(try #require(WebAddress(path: "/pictures/abc"))), .alt("A map"), .width(320), .height(200), .loadingLazy],
            [.text("ignored")])
        let field = HTML.element(.input, [.type("search"), .name("q"), .type("text"), .required])

        #expect(image.rendered == "<img src=\"/pictures/abc\" alt=\"A map\" width=\"320\" height=\"200\" loading=\"lazy\">")
        #expect(field.rendered == "<input type=\"search\" name=\"q\" required>")
        #expect(HTML.joined([.text("a"), .element(.br), .text("b")]).rendered == "a<br>b")
    }

    @Test("Given a page, then it is a phone-first document in its language, titled, with the style sheet and no script")
    func writesThePageFrame() throws {
        let page = HTMLPage.document(
            language: "de", title: "Programm <Tag 1>", styleSheet: try #require(WebAddress(path: "/style.css")),
            body: [.element(.main, [], [.element(.h1, [], [.text("Programm")])])])

        #expect(page.rendered.hasPrefix("<!DOCTYPE html>\n<html lang=\"de\"><head><meta charset=\"utf-8\">"))
        #expect(page.rendered.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        #expect(page.rendered.contains("<title>Programm &lt;Tag 1&gt;</title>"))
        #expect(page.rendered.contains("<link rel=\"stylesheet\" href=\"/style.css\">"))
        #expect(!page.rendered.contains("<script"))
        #expect(reader.parse(page.rendered, as: .html).blocks.contains(.heading(level: 1, [.text("Programm")])))
    }
}
