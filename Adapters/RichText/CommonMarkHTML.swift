import CCMark

/// CommonMark to HTML with cmark.
enum CommonMarkHTML {
    /// The HTML of Markdown, or nil when cmark gives nothing.
    ///
    /// cmark 0.29 and later is safe by default: raw HTML becomes a comment and `javascript:`,
    /// `vbscript:`, `file:` and most `data:` links lose their destination. `\r\n` line ends are
    /// CommonMark line ends; invalid UTF-8 is replaced.
    static func html(fromMarkdown markdown: String) -> String? {
        var bytes = Array(markdown.utf8)
        bytes.removeAll { $0 == 0 }
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8
        let html: UnsafeMutablePointer<CChar>? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                cmark_markdown_to_html(characters.baseAddress, characters.count, options)
            }
        }
        guard let html else { return nil }
        // cmark allocates with its default allocator (calloc/realloc/free).
        defer { cmark_get_default_mem_allocator().pointee.free(html) }
        return String(cString: html)
    }
}
