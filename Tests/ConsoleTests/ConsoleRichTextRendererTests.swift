import ConbookConsole
import ConbookCore
import Testing

@Suite("Console rich text renderer")
struct ConsoleRichTextRendererTests {
    let plain = ConsoleRichTextRenderer(width: 30, style: .plain)

    @Test("Given two paragraphs, when rendered without colour, then they wrap at word boundaries with a blank line between")
    func paragraphs() {
        let text = RichText([
            .paragraph([.text("We're still loading up the ship and are not "), .emphasis([.text("quite")]), .text(" ready.")]),
            .paragraph([.text("Short"), .lineBreak, .text("line")]),
        ])
        #expect(
            plain.render(text) == [
                "We're still loading up the",
                "ship and are not quite ready.",
                "",
                "Short",
                "line",
            ])
    }

    @Test("Given headings, emphasis and strong, when rendered on a colour terminal, then each word carries its escape codes")
    func ansiEmphasis() {
        let text = RichText([
            .heading(level: 1, [.text("Big news")]),
            .paragraph([.text("not "), .emphasis([.text("quite "), .strong([.text("yet")])])]),
        ])
        #expect(
            ConsoleRichTextRenderer(width: 40, style: .ansi).render(text) == [
                "\u{1B}[1mBig\u{1B}[0m \u{1B}[1mnews\u{1B}[0m",
                "",
                "not \u{1B}[3mquite\u{1B}[0m \u{1B}[1;3myet\u{1B}[0m",
            ])
        #expect(plain.render(text) == ["Big news", "", "not quite yet"])
    }

    @Test("Given nested bullet and numbered lists, when rendered, then markers hang and continuation lines are indented")
    func lists() {
        let items: [[RichTextBlock]] = (1...10).map { [.paragraph([.text("item \($0)")])] }
        let text = RichText([
            .list(
                ordered: false,
                items: [
                    [
                        .paragraph([.text("A first item that is long enough to wrap")]),
                        .list(ordered: false, items: [[.paragraph([.text("nested")])]]),
                    ],
                    [.paragraph([.text("second")])],
                ]),
            .list(ordered: true, items: items),
        ])
        let lines = plain.render(text)
        #expect(
            Array(lines.prefix(6)) == [
                "• A first item that is long",
                "  enough to wrap",
                "  ◦ nested",
                "• second",
                "",
                " 1. item 1",
            ])
        #expect(lines.last == "10. item 10")
    }

    @Test("Given a quote and a code block, when rendered, then the quote has a bar and the code is indented, unwrapped")
    func quoteAndCode() {
        let text = RichText([
            .quote([.paragraph([.text("Said once and said again here")]), .paragraph([.text("twice")])]),
            .code("let answer = fortyTwo(everything: true)\n\tindented"),
        ])
        #expect(
            plain.render(text) == [
                "│ Said once and said again",
                "│ here",
                "│",
                "│ twice",
                "",
                "    let answer = fortyTwo(everything: true)",
                "        indented",
            ])
    }

    @Test("Given links, when rendered, then each text is followed by its number and the addresses are listed at the end")
    func links() {
        let text = RichText([
            .paragraph([
                .text("Ask via our "), .link([.text("Telegram Channel")], destination: "https://t.me/+nzwD387IdnI2NGY0"),
                .text(" or "), .link([.text("mail")], destination: "mailto:info@example.org"), .text("."),
            ]),
            .paragraph([
                .text("Again: "), .link([.text("Telegram")], destination: "https://t.me/+nzwD387IdnI2NGY0"),
                .text(", "), .link([.text("https://eurofurence.org")], destination: "https://eurofurence.org"),
                .text(" and "), .code("x"),
            ]),
        ])
        #expect(
            ConsoleRichTextRenderer(width: 40, style: .plain).render(text) == [
                "Ask via our Telegram Channel[1] or",
                "mail[2].",
                "",
                "Again: Telegram[1],",
                "https://eurofurence.org and `x`",
                "",
                "[1] https://t.me/+nzwD387IdnI2NGY0",
                "[2] mailto:info@example.org",
            ])
    }

    @Test("Given text with escape codes and other control characters, when rendered, then they are removed")
    func controlCharacters() {
        let text = RichText([.paragraph([.text("safe\u{1B}[2J\u{07}\u{9B}31m text\tend")])])
        #expect(plain.render(text) == ["safe[2J31m text end"])
    }

    @Test("Given empty rich text, when rendered, then there are no lines")
    func empty() {
        #expect(plain.render(.empty) == [])
        #expect(plain.render(RichText([.paragraph([]), .list(ordered: false, items: [])])) == [])
    }
}
