import ConbookCore
import ConbookTesting
import Testing

/// Two programs on one store (the console beside `conbook serve`): what one saves, the other reads
/// when it catches up.
@MainActor
@Suite("Core: catching up with another program's saves")
struct OtherProgramsSavesTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given another program marked a favourite and hid a track, when the Core catches up, then it reads both and tells its observers"
    )
    func readsOthersSaves() throws {
        let core = try ConbookTestContext.storing(Sample.content)
        let observer = RecordingObserver()
        core.conbook.addObserver(observer)

        try core.store.saveAsAnotherProgram { store throws(StoreError) in
            try store.saveFavourites([Sample.opening.id])
            try store.saveHiddenItems(HiddenItems(tracks: [Sample.artTrack.id]))
        }
        #expect(!core.conbook.toggleFavourite.isFavourite(Sample.opening.id))
        core.conbook.catchUpWithOtherPrograms()

        #expect(core.conbook.toggleFavourite.isFavourite(Sample.opening.id))
        #expect(observer.changes.contains(.favouritesChanged))
        #expect(observer.changes.contains(.hiddenItemsChanged))
        #expect(!observer.changes.contains(.contentUpdated))
    }

    @Test("Given no other program saved, when the Core catches up, then nothing is read again and no observer hears anything")
    func nothingWhenNoOneSaved() throws {
        let core = try ConbookTestContext.storing(Sample.content, favourites: [Sample.opening.id])
        let observer = RecordingObserver()
        core.conbook.addObserver(observer)

        core.conbook.catchUpWithOtherPrograms()

        #expect(observer.changes.isEmpty)
        #expect(core.conbook.toggleFavourite.isFavourite(Sample.opening.id))
    }

    @Test(
        "Given another program saved but the store cannot be read now, when the Core catches up, then the read failure is told and the marks read before stay; the next catch-up reads them"
    )
    func failureKeepsTheLastState() throws {
        let core = try ConbookTestContext.storing(Sample.content, favourites: [Sample.opening.id])
        let observer = RecordingObserver()
        core.conbook.addObserver(observer)
        try core.store.saveAsAnotherProgram { store throws(StoreError) in try store.saveFavourites([Sample.closing.id]) }

        core.store.unreadableReason = "disk unplugged"
        core.conbook.catchUpWithOtherPrograms()
        #expect(core.conbook.toggleFavourite.isFavourite(Sample.opening.id))
        #expect(observer.changes.contains { if case .readFailed = $0 { true } else { false } })

        core.store.unreadableReason = nil
        core.conbook.catchUpWithOtherPrograms()
        #expect(core.conbook.toggleFavourite.isFavourite(Sample.closing.id))
        #expect(!core.conbook.toggleFavourite.isFavourite(Sample.opening.id))
    }
}
