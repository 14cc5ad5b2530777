import ConbookCore
import ConbookTesting
import Testing

/// `Conbook.loadContent()`: everything stored, for an embedder that wants it all at once.
@MainActor
@Suite("Loading the whole content")
struct LoadContentTests {
    @Test("Given a store that reads in parts, when the content is loaded twice, then it is everything stored, read whole once")
    func loadsEverythingOnce() throws {
        let core = try ConbookTestContext()

        let first = try core.conbook.loadContent()
        let second = try core.conbook.loadContent()

        #expect(first == SampleConvention.content)
        #expect(second == first)
        #expect(core.store.wholeLoadCount == 1)
    }

    @Test("Given nothing stored, when the content is loaded, then it is empty")
    func emptyBeforeTheFirstSync() throws {
        let core = try ConbookTestContext(stored: nil)

        #expect(try core.conbook.loadContent() == .empty)
    }

    @Test("Given a store that cannot be read any more, when the content is loaded, then the store's error is thrown")
    func unreadableStoreThrows() throws {
        let core = try ConbookTestContext()
        core.store.unreadableReason = "disk I/O error"

        #expect(throws: StoreError.unreadable(location: "memory", reason: "disk I/O error")) {
            try core.conbook.loadContent()
        }
    }
}
