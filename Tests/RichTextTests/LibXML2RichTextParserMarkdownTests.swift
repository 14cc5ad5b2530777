import ConbookCore
import ConbookRichText
import Testing

@Suite("Rich text from Markdown")
struct LibXML2RichTextParserMarkdownTests {
    let parser = LibXML2RichTextParser()

    /// The Content of the "Welcome aboard" announcement in the EF26 sync fixture.
    static let welcomeAboard =
        "We're still loading up the ship and are not _quite_ ready to depart just yet, but please make yourself comfortable, we're about to set sail soon enough.\n\nIf you're using this on an **Android device**: Things may look a bit different than they used to in the past. We have rewritten the Android version of our apps from scratch, and while they should be functional, they may not be as polished as they used to be - yet.\n\nWe're still actively working on our apps, even that close to the convention start, so in order to have the best possible experience, please make sure you install any updates that the App Store / Play Store offers you.\n\nIf you have any questions regarding our mobile apps or would like to provide feedback, please do so via our [Telegram Channel](https://t.me/+nzwD387IdnI2NGY0)"

    /// The Abstract of the fursuit badge pickup event in the EF26 sync fixture (`\r\n` line ends).
    static let fursuitBadges =
        "Pick up your pre-ordered fursuit badges. Please remember to bring your fursuit's head for confirmation.\r\n\r\n(Pre-ordered badges can also be picked up from the Security Office (as their opening hours allow) outside our service hours.)\r\n\r\n**Tuesday is Pickup Only!**"

    @Test("Given the Eurofurence welcome announcement, when parsed as Markdown, then emphasis, strong and the link survive")
    func welcomeAnnouncement() {
        let blocks = parser.parse(Self.welcomeAboard, as: .markdown).blocks
        #expect(blocks.count == 4)
        #expect(
            blocks.first
                == .paragraph([
                    .text("We're still loading up the ship and are not "), .emphasis([.text("quite")]),
                    .text(
                        " ready to depart just yet, but please make yourself comfortable, we're about to set sail soon enough."),
                ]))
        guard case .paragraph(let second) = blocks[1], case .paragraph(let last) = blocks[3] else {
            Issue.record("expected paragraphs")
            return
        }
        #expect(
            second.prefix(3) == [
                .text("If you're using this on an "), .strong([.text("Android device")]),
                .text(
                    ": Things may look a bit different than they used to in the past. We have rewritten the Android version of our apps from scratch, and while they should be functional, they may not be as polished as they used to be - yet."
                ),
            ])
        #expect(last.last == .link([.text("Telegram Channel")], destination: "https://t.me/+nzwD387IdnI2NGY0"))
    }

    @Test(
        "Given a Eurofurence abstract with \\r\\n line ends, when parsed as Markdown, then blank lines still separate paragraphs")
    func windowsLineEnds() {
        #expect(
            parser.parse(Self.fursuitBadges, as: .markdown).blocks == [
                .paragraph([
                    .text(
                        "Pick up your pre-ordered fursuit badges. Please remember to bring your fursuit's head for confirmation.")
                ]),
                .paragraph([
                    .text(
                        "(Pre-ordered badges can also be picked up from the Security Office (as their opening hours allow) outside our service hours.)"
                    )
                ]),
                .paragraph([.strong([.text("Tuesday is Pickup Only!")])]),
            ])
        #expect(
            parser.parse("one\r\ntwo  \r\nthree", as: .markdown).blocks == [
                .paragraph([.text("one two"), .lineBreak, .text("three")])
            ])
    }

    @Test("Given headings, lists, quotes and code in Markdown, when parsed, then each becomes its block")
    func structure() {
        let markdown = "# Title\n\n- one\n- two\n  1. nested\n\n> quoted\n\n```swift\nlet x = 1\n```\n\nUse `code` here."
        #expect(
            parser.parse(markdown, as: .markdown).blocks == [
                .heading(level: 1, [.text("Title")]),
                .list(
                    ordered: false,
                    items: [
                        [.paragraph([.text("one")])],
                        [.paragraph([.text("two")]), .list(ordered: true, items: [[.paragraph([.text("nested")])]])],
                    ]),
                .quote([.paragraph([.text("quoted")])]),
                .code("let x = 1"),
                .paragraph([.text("Use "), .code("code"), .text(" here.")]),
            ])
    }

    @Test("Given raw HTML and a javascript link in Markdown, when parsed, then the HTML is omitted and the link is text")
    func rawHTML() {
        let markdown =
            "Hi <script>alert(1)</script> there\n\n<div onclick=\"x()\">block</div>\n\n<iframe src=\"https://evil.example\"></iframe>\n\n[click](javascript:alert(1)) <b>bold?</b>"
        let text = parser.parse(markdown, as: .markdown)
        #expect(
            text.blocks == [
                .paragraph([.text("Hi alert(1) there")]),
                .paragraph([.text("click bold?")]),
            ])
    }

    @Test("Given empty or blank Markdown, when parsed, then there is nothing")
    func empty() {
        #expect(parser.parse("", as: .markdown) == .empty)
        #expect(parser.parse(" \r\n \n", as: .markdown) == .empty)
    }
}
