import ConbookTesting

/// Texts drawn from a fixed seed out of the pieces that make line ends and paragraphs hard: line
/// feeds and carriage returns in every order, blanks, a combining accent (which joins the
/// character before it), letters beyond ASCII and an emoji.
enum PlainTextPieces {
    static let pieces = ["\r\n", "\r", "\n", "\n\n", " ", "\t", "a", "Fox", "é", "\u{301}", "🦊", "\r\r\n", "\n\r"]

    /// `count` texts of up to 24 pieces each.
    static func texts(count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            (0..<generator.next(below: 25)).map { _ in pieces[generator.next(below: pieces.count)] }.joined()
        }
    }
}
