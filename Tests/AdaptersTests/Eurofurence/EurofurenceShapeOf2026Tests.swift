import ConbookCore
import ConbookEurofurence
import ConbookTime
import Foundation
import Testing

/// The 2022 full sync rewritten as a 2026 server writes it (`Tests/Fixtures/eurofurence/make_ef30_shape.py`,
/// after `eurofurence-2026.md`) reads as the same convention, with what 2026 adds.
@Suite("Eurofurence sync as a 2026 server writes it")
struct EurofurenceShapeOf2026Tests {
    private let of2023: SyncResponse
    private let of2026: SyncResponse

    init() throws {
        of2023 = try Fixtures.response(Fixtures.fullSync)
        of2026 = try Fixtures.response(Fixtures.fullSyncShapedAs2026)
    }

    @Test(
        "Given the 2022 full sync in the 2023 and the 2026 shape, when both are decoded, then the schedule is the same: events at the same instants, days, tracks, announcements"
    )
    func sameSchedule() {
        #expect(of2026[Event.self].changed.count == 210)
        #expect(Set(of2026[Event.self].changed) == Set(of2023[Event.self].changed))
        #expect(Set(of2026[Day.self].changed) == Set(of2023[Day.self].changed))
        #expect(Set(of2026[Track.self].changed) == Set(of2023[Track.self].changed))
        #expect(Set(of2026[Announcement.self].changed) == Set(of2023[Announcement.self].changed))
        #expect(Set(of2026[ConventionMap.self].changed) == Set(of2023[ConventionMap.self].changed))
        #expect(of2026.serverTime == of2023.serverTime)
    }

    @Test(
        "Given the 2026 shape, when decoded, then rooms keep their names and gain capacity and a navigation link; without ShortName, the short name is the name's part before an en dash"
    )
    func rooms() throws {
        let rooms = of2026[Room.self].changed
        #expect(rooms.map(\.name).sorted() == of2023[Room.self].changed.map(\.name).sorted())
        let first = try #require(rooms.first)
        #expect(first.capacity == 50)
        #expect(first.navigationURL == "https://nav.eurofurence.org/l/uuid-\(first.id.rawValue)/")
        #expect(first.roomDescription == "Seats in rows, a stage and a screen.")
        // The 2022 names use an em dash, which the server does not split at.
        #expect(rooms.allSatisfy { $0.shortName == "" })
    }

    @Test(
        "Given the 2026 shape, when decoded, then dealers have the same names to show (the nickname is gone) and gain handles, keywords and a navigation link"
    )
    func dealers() throws {
        let dealers = of2026[Dealer.self].changed
        #expect(
            Set(dealers.map(\.preferredName)) == Set(of2023[Dealer.self].changed.map(\.preferredName)))
        #expect(dealers.allSatisfy { $0.attendeeNickname == "" })
        #expect(dealers.filter { !$0.discordHandle.isEmpty }.count == 29)
        #expect(dealers.filter { !$0.mastodonHandle.isEmpty }.count == 21)
        #expect(dealers.filter { !$0.blueskyHandle.isEmpty }.count == 14)
        #expect(dealers.contains { $0.keywords.values.contains(["commissions", "prints"]) })
        #expect(dealers.allSatisfy { $0.navigationURL.hasPrefix("https://nav.eurofurence.org/l/uuid-") })
    }

    @Test(
        "Given the 2026 shape, when decoded, then knowledge groups name their icons, entries say when they were published, images where to download them, and the artist alley comes along"
    )
    func whatIsNew() throws {
        #expect(of2026[KnowledgeGroup.self].changed.allSatisfy { $0.iconName == "circle-info" && $0.iconCode == "" })
        let entry = try #require(of2026[KnowledgeEntry.self].changed.first)
        #expect(entry.published == ISO8601Timestamp.parse("2022-06-23T11:59:23.498Z"))
        #expect(of2026[ImageReference.self].changed.allSatisfy { $0.url?.hasPrefix("https://ef-app-images.example/") == true })
        let tables = of2026[ArtistAlleyTable.self].changed.sorted { $0.location < $1.location }
        #expect(tables.map(\.displayName) == ["Inkpaw Studio", "Quiet Fox"])
        #expect(tables.first?.registeredAt == ISO8601Timestamp.parse("2022-08-25T08:00:00Z"))
        #expect(tables.first?.telegramHandle == "@inkpaw_art")
        #expect(tables.last?.websiteURL == "")
        #expect(of2026[ArtistAlleyTable.self].removeAllBeforeInsert)
    }
}

@Suite("The 2026 server's AppConfig")
struct EurofurenceAppConfigTests {
    @Test(
        "Given AppConfig with strings, a truth value, a number and a null, then each is kept as text and the null left out; without AppConfig there is none"
    )
    func decoded() throws {
        let body = """
            {"ConventionIdentifier":"EF30","CurrentDateTimeUtc":"2026-08-20T12:00:00.123Z","State":null,
             "Events":{"RemoveAllBeforeInsert":false},"EventConferenceDays":{"RemoveAllBeforeInsert":false},
             "EventConferenceRooms":{"RemoveAllBeforeInsert":false},"EventConferenceTracks":{"RemoveAllBeforeInsert":false},
             "Announcements":{"RemoveAllBeforeInsert":false},"Images":{"RemoveAllBeforeInsert":false},
             "AppConfig":{"MapsUrl":"https://nav.example/","FeatureWifiConfigDisabled":true,"Build":42,"CritterUrl":null}}
            """
        let response = try EurofurenceSyncDecoder().decode(Data(body.utf8))
        #expect(
            response.details?.appConfiguration
                == AppConfiguration(["MapsUrl": "https://nav.example/", "FeatureWifiConfigDisabled": "True", "Build": "42"]))
        #expect(response.details?.publicationState == nil)

        let without = body.replacingOccurrences(of: "\"AppConfig\"", with: "\"SomethingElse\"")
        #expect(try EurofurenceSyncDecoder().decode(Data(without.utf8)).details == nil)
    }
}
