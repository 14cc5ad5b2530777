public import ConbookCore

/// Two programs over one store, as `conbook sync` (or a second language's Core) beside a guide for
/// everyone: `syncing` syncs the sample convention's changes into the store, and `guide`, a Core
/// through `NoAttendeeStore(revisionsOf:)`, reads them once it catches up with other programs.
///
/// ```swift
/// let programs = try TwoProgramsOnOneStore(syncing: [renamedEvent])
/// try await programs.syncAsAnotherProgram()
/// programs.guide.catchUpWithOtherPrograms()
/// ```
@MainActor
public final class TwoProgramsOnOneStore {
    /// The store both programs open, holding the sample convention.
    public let store: InMemoryConventionStore
    /// The program that syncs.
    public let syncing: Conbook
    /// The guide's Core: nobody's marks, following the store's revisions.
    public let guide: Conbook
    /// The server time the sync reports: a minute after the sample's.
    public let syncedServerTime = SampleConvention.serverTime.advanced(by: .seconds(60))

    /// Both programs over the sample convention; a sync by `syncing` brings `changedEvents`.
    public init(syncing changedEvents: [Event]) throws {
        store = InMemoryConventionStore(convention: SampleConvention.stored)
        let clock = ControllableClock(now: SampleConvention.local(SampleConvention.day1, 10, 30))
        let api = StubConventionAPI(
            answering: SyncResponse(
                conventionIdentifier: SampleConvention.identifier, serverTime: syncedServerTime,
                EntityChanges<Event>(changed: changedEvents)))
        syncing = try Conbook(
            api: api, store: store, clock: clock, calendar: FixedOffsetConventionCalendar(),
            richTextParser: PlainRichTextParser())
        guide = try Conbook(
            api: api, store: store, attendeeStore: NoAttendeeStore(revisionsOf: store), clock: clock,
            calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser())
    }

    /// `syncing` syncs, and the store counts it as another program's save, as SQLite's
    /// `data_version` does for another connection's commit.
    public func syncAsAnotherProgram() async throws(StoreError) {
        await syncing.refreshConvention.refresh()
        try store.saveAsAnotherProgram { _ in }
    }
}
