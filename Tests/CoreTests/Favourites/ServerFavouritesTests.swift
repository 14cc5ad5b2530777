import ConbookCore
import ConbookTesting
import Testing

/// The convention's server keeps the attendee's favourites too; neither side may lose one, and
/// nothing made offline is lost.
@MainActor
@Suite("Server favourites: a union merge at login, every change sent, offline changes queued")
struct ServerFavouritesTests {
    private typealias Sample = SampleConvention
    private typealias Attendee = SampleAttendee

    /// A core whose server keeps favourites: `local` here, `remote` there.
    private func core(
        local: Set<Event.ID>, remote: Set<Event.ID>, loggedIn: Bool, knownEvents: Set<Event.ID>? = nil
    ) throws -> (ConbookTestContext, StubAttendeeAPI) {
        let core = try ConbookTestContext(favourites: local, account: loggedIn ? Attendee.account : nil)
        let server = try #require(core.attendeeAPI)
        server.keepFavourites(remote, knownEvents: knownEvents)
        return (core, server)
    }

    @Test(
        "Given a favourite here and another on the server, when the attendee logs in, then both sides have both and neither lost one"
    )
    func unionMergeAtLogin() async throws {
        let (core, server) = try core(local: [Sample.opening.id], remote: [Sample.danceParty.id], loggedIn: false)

        try await core.logIn()
        await core.conbook.serverFavourites.waitUntilIdle()

        #expect(core.conbook.toggleFavourite.isFavourite(Sample.opening.id))
        #expect(core.conbook.toggleFavourite.isFavourite(Sample.danceParty.id))
        #expect(server.serverFavourites == [Sample.opening.id, Sample.danceParty.id])
        #expect(core.conbook.serverFavourites.unsentChanges == 0)
        #expect(try core.store.loadFavourites() == [Sample.opening.id, Sample.danceParty.id])
    }

    @Test("Given a logged-in attendee, when they mark and unmark events, then each change reaches the server")
    func changesAreSent() async throws {
        let (core, server) = try core(local: [Sample.opening.id], remote: [Sample.opening.id], loggedIn: true)

        try core.conbook.toggleFavourite.toggle(Sample.artShow.id)
        try core.conbook.toggleFavourite.toggle(Sample.opening.id)
        await core.conbook.serverFavourites.waitUntilIdle()

        #expect(server.serverFavourites == [Sample.artShow.id])
        #expect(server.requests.contains(.setFavourite(Sample.artShow.id, true, token: Attendee.token.secret)))
        #expect(server.requests.contains(.setFavourite(Sample.opening.id, false, token: Attendee.token.secret)))
        #expect(core.conbook.serverFavourites.unsentChanges == 0)
    }

    @Test(
        "Given the server out of reach, when the attendee marks one and unmarks another, then both wait in the account, and after the next sync both reach the server; the merge does not undo the unmark"
    )
    func offlineChangesQueued() async throws {
        let (core, server) = try core(
            local: [Sample.opening.id], remote: [Sample.opening.id], loggedIn: true)
        server.fail(.setFavourite, with: .unreachable("no network"))

        try core.conbook.toggleFavourite.toggle(Sample.artShow.id)
        try core.conbook.toggleFavourite.toggle(Sample.opening.id)
        await core.conbook.serverFavourites.waitUntilIdle()

        #expect(core.conbook.serverFavourites.unsentChanges == 2)
        #expect(core.accountStore.saved?.unsentFavourites == [Sample.artShow.id: true, Sample.opening.id: false])
        #expect(server.serverFavourites == [Sample.opening.id])

        server.fail(.setFavourite, with: nil)
        _ = try await core.conbook.refreshConvention.refresh().get()
        await core.settle()
        await core.conbook.serverFavourites.waitUntilIdle()

        #expect(server.serverFavourites == [Sample.artShow.id])
        #expect(!core.conbook.toggleFavourite.isFavourite(Sample.opening.id))
        #expect(core.conbook.serverFavourites.unsentChanges == 0)
        #expect(core.accountStore.saved?.unsentFavourites == [:])
    }

    @Test(
        "Given changes waiting when Conbook stopped, when it starts again and syncs, then they are sent"
    )
    func queueSurvivesARestart() async throws {
        var waiting = Attendee.account
        waiting.unsentFavourites = [Sample.artShow.id: true]
        let core = try ConbookTestContext(favourites: [Sample.artShow.id], account: waiting)
        let server = try #require(core.attendeeAPI)
        server.keepFavourites([])

        _ = try await core.conbook.refreshConvention.refresh().get()
        await core.settle()
        await core.conbook.serverFavourites.waitUntilIdle()

        #expect(server.serverFavourites == [Sample.artShow.id])
        #expect(core.conbook.serverFavourites.unsentChanges == 0)
    }

    @Test("Given an event the server does not know, when it is marked, then the server's 404 drops it from the queue")
    func unknownEventDropped() async throws {
        let (core, server) = try core(local: [], remote: [], loggedIn: true, knownEvents: [Sample.opening.id])

        try core.conbook.toggleFavourite.toggle(Sample.artShow.id)
        await core.conbook.serverFavourites.waitUntilIdle()

        #expect(core.conbook.serverFavourites.unsentChanges == 0)
        #expect(core.conbook.toggleFavourite.isFavourite(Sample.artShow.id))
        #expect(server.serverFavourites == [])
    }

    @Test("Given nobody logged in, when an event is marked, then nothing is sent or queued")
    func loggedOutStaysLocal() async throws {
        let (core, server) = try core(local: [], remote: [Sample.danceParty.id], loggedIn: false)

        try core.conbook.toggleFavourite.toggle(Sample.artShow.id)
        await core.conbook.serverFavourites.waitUntilIdle()

        #expect(server.requests.isEmpty)
        #expect(core.conbook.serverFavourites.unsentChanges == 0)
    }

    @Test(
        "Given the server's favourites cannot be fetched at login, then nothing changes here and the next sync merges"
    )
    func failedFetchMergesLater() async throws {
        let (core, server) = try core(local: [Sample.opening.id], remote: [Sample.danceParty.id], loggedIn: false)
        server.fail(.favourites, with: .serverError(status: 503))

        try await core.logIn()
        await core.conbook.serverFavourites.waitUntilIdle()
        #expect(!core.conbook.toggleFavourite.isFavourite(Sample.danceParty.id))
        #expect(server.serverFavourites == [Sample.danceParty.id])

        server.fail(.favourites, with: nil)
        _ = try await core.conbook.refreshConvention.refresh().get()
        await core.settle()
        await core.conbook.serverFavourites.waitUntilIdle()
        #expect(core.conbook.toggleFavourite.isFavourite(Sample.danceParty.id))
        #expect(server.serverFavourites == [Sample.opening.id, Sample.danceParty.id])
    }

    @Test("Given a server that keeps no favourites, when logged in and marking, then nothing is asked of it")
    func serverWithoutFavourites() async throws {
        let core = try ConbookTestContext(account: Attendee.account)
        try core.conbook.toggleFavourite.toggle(Sample.artShow.id)
        await core.conbook.serverFavourites.waitUntilIdle()
        #expect(!core.conbook.serverFavourites.isOffered)
        #expect(core.attendeeAPI?.requests.isEmpty == true)
    }
}

@MainActor
@Suite("The favourites' calendar feed: an address that holds a secret, given only when asked")
struct FavouritesCalendarFeedTests {
    @Test("Given a logged-in attendee and a server that keeps favourites, when the feed is asked for, then its address comes")
    func address() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        core.attendeeAPI?.keepFavourites([])
        #expect(try await core.conbook.serverFavourites.calendarFeedAddress() == StubAttendeeAPI.calendarAddress)
    }

    @Test("Given nobody logged in, or a server without favourites, when the feed is asked for, then it says why")
    func refusals() async throws {
        let loggedOut = try ConbookTestContext()
        loggedOut.attendeeAPI?.keepFavourites([])
        await #expect(throws: LoginError.notLoggedIn) { try await loggedOut.conbook.serverFavourites.calendarFeedAddress() }
        let noFavourites = try ConbookTestContext(account: SampleAttendee.account)
        await #expect(throws: LoginError.notOffered) { try await noFavourites.conbook.serverFavourites.calendarFeedAddress() }
    }
}
