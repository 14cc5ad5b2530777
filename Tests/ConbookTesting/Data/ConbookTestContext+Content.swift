public import ConbookCore

/// The sample convention with changed content, as a store holds it at start or as the next sync
/// brings it: the shapes presenter and flow tests need again and again.
///
/// ```swift
/// var content = SampleConvention.content
/// content[Announcement.self].upsert(changedWelcome)
/// let core = try ConbookTestContext.storing(content, richTextParser: InlineLinkRichTextParser())
/// core.answerSyncs(with: content)
/// ```
@MainActor
extension ConbookTestContext {
    /// The Core over a store that holds this content as the sample convention, after its full
    /// sync, with these favourites; texts formatted by the parser given (by default, every text
    /// plain); the modules' texts in the language given (by default English).
    public static func storing(
        _ content: ConventionContent, favourites: Set<Event.ID> = [],
        richTextParser: any RichTextParser = PlainRichTextParser(), account: AccountState? = nil,
        language: Language = .english
    ) throws -> ConbookTestContext {
        try ConbookTestContext(
            stored: StoredConvention(
                conventionIdentifier: SampleConvention.identifier, lastServerTime: SampleConvention.serverTime,
                content: content),
            favourites: favourites, richTextParser: richTextParser, account: account, language: language)
    }

    /// Makes every sync from now on answer with a full sync of this content, a minute after the sample's.
    public func answerSyncs(with content: ConventionContent) {
        api.answer(
            with: .success(
                .fullSnapshot(
                    of: content, conventionIdentifier: SampleConvention.identifier,
                    serverTime: SampleConvention.serverTime.advanced(by: .seconds(60)))))
    }
}
