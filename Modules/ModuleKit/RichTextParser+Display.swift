public import ConbookCore

extension RichTextParser {
    /// Texts longer than this (in UTF-8 bytes) are shown plain, cut to this length, never parsed:
    /// a hostile or broken text cannot make a scene parse megabytes.
    public static var longestFormattedText: Int { 1 << 20 }

    /// A text of the data formatted for a scene (its format guessed), or nil when it is blank. A
    /// text over `longestFormattedText` bytes is cut there, shown plain, and says so (in the
    /// catalogue's language).
    public func formattedForDisplay(_ text: String, in texts: TextCatalogue<ModuleText>) -> RichText? {
        guard let text = DisplayText.nonEmpty(text) else { return nil }
        guard text.utf8.count <= Self.longestFormattedText else {
            let cut = String(decoding: text.utf8.prefix(Self.longestFormattedText), as: UTF8.self)
            return parse(cut + "\n\n" + texts(.textTooLong), as: .plain)
        }
        return parse(text, as: .automatic)
    }
}
