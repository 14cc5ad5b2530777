import ConbookCore
import ConbookRichText
import Testing

@Suite("Rich text from HTML")
struct LibXML2RichTextParserHTMLTests {
    let parser = LibXML2RichTextParser()

    func html(_ markup: String) -> [RichTextBlock] {
        parser.parse(markup, as: .html).blocks
    }

    @Test("Given paragraphs and a line break, when parsed, then each paragraph is a block and the break is kept")
    func paragraphs() {
        #expect(
            html("<p>One</p><div>Two<br>lines</div>") == [
                .paragraph([.text("One")]), .paragraph([.text("Two"), .lineBreak, .text("lines")]),
            ])
    }

    @Test("Given headings h1 to h6, when parsed, then each keeps its level")
    func headings() {
        #expect(
            html("<h1>Big</h1><h3>Mid <em>dle</em></h3><h6>Small</h6>") == [
                .heading(level: 1, [.text("Big")]),
                .heading(level: 3, [.text("Mid "), .emphasis([.text("dle")])]),
                .heading(level: 6, [.text("Small")]),
            ])
    }

    @Test("Given a list nested in an ordered list, when parsed, then the items nest")
    func nestedLists() {
        let markup =
            "<ol>\n  <li>First\n    <ul><li>inner <b>one</b></li><li>inner two</li></ul>\n  </li>\n  <li><p>Second</p></li>\n</ol>"
        #expect(
            html(markup) == [
                .list(
                    ordered: true,
                    items: [
                        [
                            .paragraph([.text("First")]),
                            .list(
                                ordered: false,
                                items: [
                                    [.paragraph([.text("inner "), .strong([.text("one")])])], [.paragraph([.text("inner two")])],
                                ]),
                        ],
                        [.paragraph([.text("Second")])],
                    ])
            ])
    }

    @Test("Given em, i, strong and b, when parsed, then they become emphasis and strong, nested as written")
    func emphasis() {
        #expect(
            html("<p><em>a</em> <i>b</i> <strong>c <i>d</i></strong><b>e</b></p>") == [
                .paragraph([
                    .emphasis([.text("a")]), .text(" "), .emphasis([.text("b")]), .text(" "),
                    .strong([.text("c "), .emphasis([.text("d")])]), .strong([.text("e")]),
                ])
            ])
    }

    @Test("Given links to http, https and mailto, when parsed, then their destinations are kept")
    func safeLinks() {
        #expect(
            html(
                #"<p><a href=" https://fosdem.org/ ">FOSDEM</a>, <a href="HTTP://x.org">x</a> or <a href="mailto:info@fosdem.org">mail</a></p>"#
            ) == [
                .paragraph([
                    .link([.text("FOSDEM")], destination: "https://fosdem.org/"), .text(", "),
                    .link([.text("x")], destination: "HTTP://x.org"), .text(" or "),
                    .link([.text("mail")], destination: "mailto:info@fosdem.org"),
                ])
            ])
    }

    @Test("Given links to javascript, data, relative and schemeless places, when parsed, then only their text remains")
    func unsafeLinks() {
        let markup =
            #"<p><a href="javascript:alert(1)">one</a> <a href="java&#x09;script:alert(1)">two</a> "#
            + #"<a href="data:text/html,x">three</a> <a href="/relative">four</a> <a>five</a> <a href="https://">six</a></p>"#
        #expect(html(markup) == [.paragraph([.text("one two three four five six")])])
    }

    @Test("Given inline code and a pre block, when parsed, then code collapses white space and pre keeps it")
    func code() {
        let markup = "<p>Run <code>swift   build</code> now</p><pre><code>func f() {\n    return 1\n}\n</code></pre>"
        #expect(
            html(markup) == [
                .paragraph([.text("Run "), .code("swift build"), .text(" now")]),
                .code("func f() {\n    return 1\n}"),
            ])
    }

    @Test("Given named and numeric entities, when parsed, then they are decoded, and C &amp; C++ stays whole")
    func entities() {
        #expect(
            html("<p>C &amp; C++ &lt;tag&gt; &eacute;t&eacute; &#8364;5 &#x2014; caf&#233;</p>") == [
                .paragraph([.text("C & C++ <tag> été €5 — café")])
            ])
        #expect(html("C &amp; C++") == [.paragraph([.text("C & C++")])])
    }

    @Test(
        "Given runs of spaces, tabs and line ends around elements, when parsed, then they collapse to single spaces and the ends are trimmed"
    )
    func whitespace() {
        let markup = "<p>\n   Hello \t\n  <em> big </em>\r\n world  <br>  again   </p>"
        #expect(
            html(markup) == [
                .paragraph([.text("Hello "), .emphasis([.text("big ")]), .text("world"), .lineBreak, .text("again")])
            ])
    }

    @Test("Given scripts, styles, frames, objects, forms and templates, when parsed, then they vanish with their content")
    func droppedElements() {
        let markup = """
            <html><head><title>T</title><style>p{}</style></head><body>
            <p>Before<script>alert("x")</script> after</p>
            <iframe src="https://evil.example">frame</iframe><object>obj</object><embed src="x">
            <form><input value="v">form text</form><template>tpl</template><noscript>ns</noscript>
            <custom-tag>Unknown <span>kept</span></custom-tag>
            </body></html>
            """
        #expect(html(markup) == [.paragraph([.text("Before after")]), .paragraph([.text("Unknown kept")])])
    }

    @Test("Given a quote, when parsed, then its blocks are quoted")
    func quote() {
        #expect(
            html("<blockquote><p>Said</p><p>twice</p></blockquote>") == [
                .quote([.paragraph([.text("Said")]), .paragraph([.text("twice")])])
            ])
    }

    @Test("Given FOSDEM markup escaped once (arriving as tags), when parsed, then it is HTML")
    func fosdemEscapedOnce() {
        #expect(html("<p>Hello <em>FOSDEM</em></p>") == [.paragraph([.text("Hello "), .emphasis([.text("FOSDEM")])])])
    }

    @Test("Given FOSDEM markup escaped twice (arriving as entities), when parsed, then it is parsed once more")
    func fosdemEscapedTwice() {
        let markup =
            "&lt;p&gt;Hello &lt;a href=\"https://fosdem.org\"&gt;FOSDEM&lt;/a&gt; &amp;amp; friends&lt;/p&gt;\n&lt;p&gt;Two&lt;/p&gt;"
        #expect(
            html(markup) == [
                .paragraph([.text("Hello "), .link([.text("FOSDEM")], destination: "https://fosdem.org"), .text(" & friends")]),
                .paragraph([.text("Two")]),
            ])
    }

    @Test("Given text that mentions a tag, or markup escaped three times, when parsed, then it is parsed only once")
    func notReparsed() {
        #expect(html("<p>Use the &lt;p&gt; element</p>") == [.paragraph([.text("Use the <p> element")])])
        #expect(html("&lt;blink&gt;old&lt;/blink&gt;") == [.paragraph([.text("<blink>old</blink>")])])
        #expect(html("&amp;lt;p&amp;gt;Hi&amp;lt;/p&amp;gt;") == [.paragraph([.text("&lt;p&gt;Hi&lt;/p&gt;")])])
        #expect(html("&lt;p&gt;&lt;script&gt;alert(1)&lt;/script&gt;Safe&lt;/p&gt;") == [.paragraph([.text("Safe")])])
    }
}
