import ConbookCore
import ConbookTesting

/// The sample convention with changed content, as a store holds it at start or as the next sync
/// brings it: the shapes the Dealers and Maps tests need again and again.
@MainActor
extension ConbookTestContext {
    /// The Core over a store that holds this content as the sample convention, after its full sync.
    static func storing(_ content: ConventionContent) throws -> ConbookTestContext {
        try ConbookTestContext(stored: StoredConvention(
            conventionIdentifier: SampleConvention.identifier, lastServerTime: SampleConvention.serverTime,
            content: content))
    }

    /// Makes every sync from now on answer with a full sync of this content, a minute after the sample's.
    func answerSyncs(with content: ConventionContent) {
        api.answer(with: .success(.fullSnapshot(
            of: content, conventionIdentifier: SampleConvention.identifier,
            serverTime: SampleConvention.serverTime.advanced(by: .seconds(60)))))
    }
}
