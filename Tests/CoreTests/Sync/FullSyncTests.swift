import ConbookCore
import ConbookTesting
import Testing

/// A source that answers each caller with their own view (as Eurofurence's does) sends no deletion
/// when that view shrinks; these are the rules that keep a delta client from keeping stale items.
@MainActor
@Suite("Full syncs: the login a sync carries, and when a sync asks for everything")
struct FullSyncTests {
    private typealias Attendee = SampleAttendee
    private static let now = SampleConvention.local(SampleConvention.day1, 10, 30)
    private static let lastSync = now.advanced(by: .seconds(-3600))
    private static let attendeeView = SyncViewer(subject: Attendee.subject, roles: Attendee.profile.roles)

    /// An event only staff see.
    private static let staffBriefing = Event(
        id: "event-staff-briefing", title: "Staff briefing", dayID: SampleConvention.day1.id,
        roomID: SampleConvention.mainStage.id, trackID: SampleConvention.stageTrack.id,
        start: SampleConvention.local(SampleConvention.day1, 9, 0), end: SampleConvention.local(SampleConvention.day1, 9, 30))

    /// The sample convention as synced in full for a viewer at `lastFullSync`, an hour ago unless
    /// said otherwise, with the staff briefing.
    private static func stored(
        for viewer: SyncViewer?, lastFullSync: Instant = lastSync
    ) -> StoredConvention {
        var content = SampleConvention.content
        content[Event.self] = EntityTable(content[Event.self].all + [staffBriefing])
        return StoredConvention(
            conventionIdentifier: SampleConvention.identifier, lastServerTime: lastSync, content: content,
            baseline: viewer.map { SyncBaseline(viewer: $0, lastFullSync: lastFullSync) })
    }

    /// A source that filters by caller; its full answer is the anonymous view (no staff briefing),
    /// and its delta says nothing changed.
    private static func source(filtersByCaller: Bool = true) -> StubConventionAPI {
        StubConventionAPI(
            [
                .success(
                    .fullSnapshot(
                        of: SampleConvention.content, conventionIdentifier: SampleConvention.identifier, serverTime: now))
            ],
            filtersByCaller: filtersByCaller)
    }

    /// The attendee's data synced for them, their access token run out a minute ago, and the
    /// provider failing its renewal.
    private static func expiredLogin(
        renewalFailing error: IdentityError
    ) throws -> (ConbookTestContext, StubConventionAPI) {
        let api = source()
        var expired = Attendee.account
        expired.credential.validUntil = now.advanced(by: .seconds(-60))
        let core = try ConbookTestContext(now: now, stored: stored(for: attendeeView), api: api, account: expired)
        try #require(core.attendeeAPI).identityProvider.fail(.refresh, with: error)
        return (core, api)
    }

    private static let nothingChanged = SyncResponse(conventionIdentifier: SampleConvention.identifier, serverTime: now)

    @Test(
        "Given data synced in full for the logged-in attendee an hour ago, when it syncs again, then it asks for the changes since, carrying their token, and asks the server for their roles first"
    )
    func deltaForTheSameViewer() async throws {
        let api = Self.source()
        api.answer(with: .success(Self.nothingChanged))
        let core = try ConbookTestContext(
            now: Self.now, stored: Self.stored(for: Self.attendeeView), api: api, account: Attendee.account)

        _ = try await core.conbook.refreshConvention.refresh().get()

        #expect(api.requests == [Self.lastSync])
        #expect(api.tokens == [Attendee.token.secret])
        #expect(core.attendeeAPI?.requests.first == .profile(token: Attendee.token.secret))
        #expect(core.conbook.outline?.baseline == SyncBaseline(viewer: Self.attendeeView, lastFullSync: Self.lastSync))
        #expect(core.conbook.outline?.lastServerTime == Self.now)
    }

    @Test(
        "Given data synced for the logged-in attendee, when they log out and it syncs, then the sync is full and anonymous, so what only they could see is gone"
    )
    func fullAfterLogout() async throws {
        let api = Self.source()
        let core = try ConbookTestContext(
            now: Self.now, stored: Self.stored(for: Self.attendeeView), api: api, account: Attendee.account)
        try await core.conbook.login.logout()

        _ = try await core.conbook.refreshConvention.refresh().get()

        #expect(api.requests == [nil])
        #expect(api.tokens == [nil])
        #expect(core.conbook.viewEvent.event(Self.staffBriefing.id) == nil)
        #expect(core.conbook.outline?.baseline == SyncBaseline(viewer: .anonymous, lastFullSync: Self.now))
    }

    @Test(
        "Given data synced anonymously, when the attendee logs in and it syncs, then the sync is full and carries their token"
    )
    func fullAfterLogin() async throws {
        let api = Self.source()
        let core = try ConbookTestContext(now: Self.now, stored: Self.stored(for: .anonymous), api: api)
        try await core.logIn()
        await core.settle()

        _ = try await core.conbook.refreshConvention.refresh().get()

        #expect(api.requests.last == .some(nil))
        #expect(api.tokens.last == "ACCESS-1")
        #expect(core.conbook.outline?.baseline?.viewer.subject == Attendee.subject)
    }

    @Test(
        "Given data synced for the attendee, when the server gives them another role, then the next sync is full and the role is kept"
    )
    func fullAfterRoleChange() async throws {
        let api = Self.source()
        let core = try ConbookTestContext(
            now: Self.now, stored: Self.stored(for: Self.attendeeView), api: api, account: Attendee.account)
        let staff = AttendeeProfile(roles: Attendee.profile.roles + ["Staff"], registrations: Attendee.profile.registrations)
        core.attendeeAPI?.setProfile(staff)

        _ = try await core.conbook.refreshConvention.refresh().get()

        #expect(api.requests == [nil])
        #expect(core.conbook.outline?.baseline?.viewer == SyncViewer(subject: Attendee.subject, roles: staff.roles))
        #expect(
            core.conbook.login.status()
                == .loggedIn(LoggedInAttendee(name: Attendee.name, profile: staff, validUntil: Attendee.validUntil)))
    }

    @Test(
        "Given the last full sync a day ago less a minute, when it syncs, then it asks for the changes; a day ago, then for everything"
    )
    func fullOnceADay() async throws {
        let day: Duration = .seconds(24 * 3600)
        let recent = Self.source()
        recent.answer(with: .success(Self.nothingChanged))
        let almostADay = try ConbookTestContext(
            now: Self.now,
            stored: Self.stored(for: Self.attendeeView, lastFullSync: Self.now.advanced(by: .seconds(-(24 * 3600 - 60)))),
            api: recent, account: Attendee.account)
        _ = try await almostADay.conbook.refreshConvention.refresh().get()
        #expect(recent.requests == [Self.lastSync])

        let old = Self.source()
        let aDay = try ConbookTestContext(
            now: Self.now, stored: Self.stored(for: Self.attendeeView, lastFullSync: Self.now.advanced(by: .zero - day)),
            api: old, account: Attendee.account)
        _ = try await aDay.conbook.refreshConvention.refresh().get()
        #expect(old.requests == [nil])
        #expect(aDay.conbook.outline?.baseline?.lastFullSync == Self.now)
    }

    @Test(
        "Given data stored without a baseline (by an older Conbook), when a source that filters by caller syncs, then it is full")
    func fullWithoutBaseline() async throws {
        let api = Self.source()
        let core = try ConbookTestContext(now: Self.now, stored: Self.stored(for: nil), api: api)
        _ = try await core.conbook.refreshConvention.refresh().get()
        #expect(api.requests == [nil])
        #expect(core.conbook.outline?.baseline == SyncBaseline(viewer: .anonymous, lastFullSync: Self.now))
    }

    @Test(
        "Given a source that answers everyone alike, when the attendee logs out and data is old, then syncs stay deltas and carry no token"
    )
    func sourceAnsweringEveryoneAlike() async throws {
        let api = Self.source(filtersByCaller: false)
        api.answer(with: .success(Self.nothingChanged))
        let core = try ConbookTestContext(
            now: Self.now, stored: Self.stored(for: Self.attendeeView, lastFullSync: SampleConvention.serverTime), api: api,
            account: Attendee.account)
        try await core.conbook.login.logout()
        _ = try await core.conbook.refreshConvention.refresh().get()
        #expect(api.requests == [Self.lastSync])
        #expect(api.tokens == [nil])
    }

    @Test(
        "Given a login whose access token ran out and a provider that cannot be reached, when it syncs, then the sync fails saying why and the data stays as it was"
    )
    func loginNotRenewed() async throws {
        let (core, api) = try Self.expiredLogin(renewalFailing: .unreachable("no network"))

        let outcome = await core.conbook.refreshConvention.refresh()

        #expect(outcome == .failure(.login(.identity(.unreachable("no network")))))
        #expect(api.requests.isEmpty)
        #expect(core.conbook.viewEvent.event(Self.staffBriefing.id) != nil)
        #expect(core.conbook.login.status() != .loggedOut)
    }

    @Test(
        "Given an attendee whose session ended at the provider, when it syncs, then the sync is full and anonymous and they are told to log in again"
    )
    func sessionEndedSyncsAnonymously() async throws {
        let (core, api) = try Self.expiredLogin(renewalFailing: .sessionEnded)

        _ = try await core.conbook.refreshConvention.refresh().get()

        #expect(api.requests == [nil])
        #expect(api.tokens == [nil])
        #expect(core.conbook.login.status() == .sessionEnded(name: Attendee.name))
    }
}
