import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Artist Alley: browsing in the Core")
struct BrowseArtistAlleyUseCaseTests {
    @Test("Given tables at 10, 9, 2 and B, when listed, then numbers go numerically, same numbers by name, others after")
    func order() throws {
        var stored = SampleConvention.stored
        let at = SampleConvention.serverTime
        stored.content[ArtistAlleyTable.self] = EntityTable([
            ArtistAlleyTable(id: "a", displayName: "b at 10", location: "10", registeredAt: at),
            ArtistAlleyTable(id: "b", displayName: "a at 9", location: "9", registeredAt: at),
            ArtistAlleyTable(id: "c", displayName: "z at 2", location: "2", registeredAt: at),
            ArtistAlleyTable(id: "d", displayName: "A at 2", location: " 2 ", registeredAt: at),
            ArtistAlleyTable(id: "e", displayName: "at B", location: "B", registeredAt: at),
            ArtistAlleyTable(id: "f", displayName: "nowhere", registeredAt: at),
            ArtistAlleyTable(id: "g", displayName: "at A", location: "A", registeredAt: at),
        ])
        let core = try ConbookTestContext(stored: stored)

        #expect(
            core.conbook.browseArtistAlley.tables().map(\.displayName) == [
                "A at 2", "z at 2", "a at 9", "b at 10", "at A", "at B", "nowhere",
            ])
    }

    @Test("Given roles, when the alley is empty, then why follows them: a moderator sees it as a checked-in attendee does")
    func absenceFollowsRoles() throws {
        let moderator = AccountState(
            credential: SampleAttendee.credential, profile: AttendeeProfile(roles: ["ArtistAlleyModerator"], registrations: []))
        #expect(try ConbookTestContext(account: moderator).conbook.browseArtistAlley.absence() == .noTablesYet)
        #expect(try ConbookTestContext(account: SampleAlley.notCheckedIn).conbook.browseArtistAlley.absence() == .notCheckedIn)
        #expect(try ConbookTestContext().conbook.browseArtistAlley.absence() == .notLoggedIn)
    }
}
