public import ConbookCore

/// The real Core over fakes of every port, for presenter and acceptance tests.
///
/// ```swift
/// let context = try ConbookTestContext(now: SampleConvention.local(SampleConvention.day1, 10, 30))
/// let module = ScheduleModuleBuilder(conbook: context.conbook).build(...)
/// ```
@MainActor
public final class ConbookTestContext {
    /// The data source; stub more answers with `enqueue` or `answer(with:)`.
    public let api: StubConventionAPI
    /// The data source that waits for the test to answer, when the context was made with one
    /// (the Core then asks it instead of `api`).
    public let controllableAPI: ControllableConventionAPI?
    /// The store, already holding `stored` if given.
    public let store: InMemoryConventionStore
    /// Where images are kept (downloaded only once `api.serveImages(_:)` was called).
    public let imageStore: InMemoryImageStore
    /// Where the user's settings are kept.
    public let settingsStore: InMemorySettingsStore
    /// The server's attendee services (login, messages, feedback), when the source has them (by
    /// default, the sample attendee's).
    public let attendeeAPI: StubAttendeeAPI?
    /// Where the login and the messages are kept.
    public let accountStore: InMemoryAccountStore
    /// The clock; move it with `set` or `advance`.
    public let clock: ControllableClock
    /// The convention's calendar (UTC+2).
    public let calendar: FixedOffsetConventionCalendar
    /// The Core under test.
    public let conbook: Conbook

    /// Creates the Core over fakes.
    ///
    /// - Parameters:
    ///   - now: what the clock shows (by default 10:30 on the sample's first day).
    ///   - stored: what the store holds at start; nil for a first launch.
    ///   - favourites: the favourites the store holds at start.
    ///   - api: the data source; by default one that answers with the sample's full sync.
    ///   - controllableAPI: when given, the Core asks this source instead, whose requests wait for the test.
    ///   - calendar: the convention's days and zone (by default a fixed offset of two hours, in English).
    ///   - richTextParser: how texts are formatted; by default every text is plain.
    ///   - attendeeAPI: the server's attendee services; nil for a source without them.
    ///   - account: the login and messages kept at start; nil: logged out.
    ///   - accountReadFailure: when set, reading the account kept fails with it (at start).
    ///   - language: the language the modules show their texts in (by default English).
    ///   - attendeeStore: where the attendee's marks are kept; nil keeps them in `store` (a
    ///     public guide's Core gives `NoAttendeeStore()`).
    public init(
        now: Instant = SampleConvention.local(SampleConvention.day1, 10, 30),
        stored: StoredConvention? = SampleConvention.stored,
        favourites: Set<Event.ID> = [],
        api: StubConventionAPI = StubConventionAPI(answering: SampleConvention.fullSync),
        controllableAPI: ControllableConventionAPI? = nil,
        calendar: FixedOffsetConventionCalendar = FixedOffsetConventionCalendar(),
        richTextParser: any RichTextParser = PlainRichTextParser(),
        attendeeAPI: StubAttendeeAPI? = SampleAttendee.makeAPI(),
        account: AccountState? = nil,
        accountReadFailure: StoreError? = nil,
        language: Language = .english,
        attendeeStore: (any AttendeeStore)? = nil
    ) throws {
        self.api = api
        self.controllableAPI = controllableAPI
        self.store = InMemoryConventionStore(convention: stored, favourites: favourites)
        self.imageStore = InMemoryImageStore()
        self.settingsStore = InMemorySettingsStore()
        self.attendeeAPI = attendeeAPI
        self.accountStore = InMemoryAccountStore(saved: account)
        accountStore.readFailure = accountReadFailure
        self.clock = ControllableClock(now: now)
        self.calendar = calendar
        self.conbook = try Conbook(
            api: controllableAPI ?? api, store: store, attendeeStore: attendeeStore ?? store, clock: clock,
            calendar: calendar,
            richTextParser: richTextParser, imageStore: imageStore, settingsStore: settingsStore,
            attendeeAPI: attendeeAPI, identityProvider: attendeeAPI?.identityProvider, accountStore: accountStore,
            language: language)
    }
}

extension ConbookTestContext {
    /// Waits until no sync runs and the main actor's pending work (presenters' tasks) has run.
    public func settle() async {
        for _ in 0..<20 { await Task.yield() }
        await conbook.refreshConvention.waitUntilIdle()
        for _ in 0..<20 { await Task.yield() }
    }

    /// Logs the attendee in through the identity provider's browser login (which, by default,
    /// comes back at once).
    @discardableResult
    public func logIn() async throws(LoginError) -> LoggedInAttendee {
        try await conbook.login.startLogin().complete()
    }
}
