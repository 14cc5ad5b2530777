import ConbookCore
import ConbookEurofurence
import Foundation
import Testing

@Suite("Eurofurence sync decoder: dealers and maps")
struct EurofurenceDealersAndMapsDecoderTests {
    @Test(
        "Given the real EF27 full sync, when decoded, then it holds 145 dealers and 3 maps with their places, every node replacing all"
    )
    func counts() throws {
        let response = try Fixtures.response(Fixtures.fullSync)

        #expect(response[Dealer.self].changed.count == 145)
        #expect(response[Dealer.self].removeAllBeforeInsert)
        let maps = response[ConventionMap.self].changed.sorted { $0.order < $1.order }
        #expect(maps.map(\.description) == ["Estrel Venue", "Dealers Den", "Artist Alley"])
        #expect(maps.map(\.entries.count) == [47, 141, 0])
        let links = maps.flatMap(\.entries).flatMap(\.links)
        #expect(links.count { if case .dealer = $0.target { true } else { false } } == 146)
        #expect(links.count { if case .room = $0.target { true } else { false } } == 31)
        #expect(links.count { if case .mapEntry = $0.target { true } else { false } } == 29)
        #expect(response[Dealer.self].changed.count { $0.isAfterDark } == 16)
        #expect(response[Dealer.self].changed.count { $0.displayName.isEmpty } == 45)
    }

    @Test("Given the real full sync, when decoded, then a dealer has every field right")
    func raptorsDenFieldByField() throws {
        let response = try Fixtures.response(Fixtures.fullSync)
        let dealer = try #require(response[Dealer.self].changed.first { $0.id == "ddf3145c-81f3-4e97-840a-58f7f6683884" })

        #expect(dealer.preferredName == "Raptor's Den")
        #expect(dealer.alternateName == "RaptorsDen")
        #expect(dealer.shortDescription == "Synthsuits, parts, electronics, plushies and stickers :3")
        #expect(dealer.categories == ["Prints", "Fursuits", "Commissions"])
        #expect(dealer.attendance == [.thursday, .friday, .saturday])
        #expect(dealer.isAfterDark == false)
        #expect(dealer.links == [Link(name: "", target: .web("https://twitter.com/RaptorsDen"))])
        #expect(dealer.twitterHandle == "RaptorsDen")
        #expect(dealer.telegramHandle == "")
        #expect(dealer.thumbnailImageID == "aeccf22e-a24d-4740-9e40-2a9711490839")
        #expect(dealer.artistImageID == "3e56e776-2a36-42fb-b099-084160c81c28")
        #expect(dealer.artPreviewImageID == "11093071-8561-45e1-86dc-e797be289662")
        #expect(dealer.aboutTheArtist.hasPrefix("I am Hungarian Creator"))
        #expect(dealer.artPreviewCaption.hasPrefix("Our Synths presented"))
    }

    @Test(
        "Given the real full sync, when decoded, then the venue map's first place is the room Nizza, and a place links to itself by name"
    )
    func venuePlaces() throws {
        let response = try Fixtures.response(Fixtures.fullSync)
        let venue = try #require(response[ConventionMap.self].changed.first { $0.description == "Estrel Venue" })

        #expect(venue.imageID == "d465f419-c7d7-40c7-8c18-55462dcadc6d")
        #expect(venue.isBrowsable)
        #expect(
            venue.entries[0]
                == MapEntry(
                    id: "41134644-c1a5-48da-8f47-35b313831eb0", x: 1784, y: 661, tapRadius: 50,
                    links: [Link(name: "Nizza", target: .room("8e9a2236-c83b-4206-aff8-fe73880e796a"))]))
        #expect(venue.entries[1].links == [Link(name: "Saint Tropez", target: .mapEntry("e7684d89-c6da-439c-a19f-74fcd0c186ee"))])
    }

    @Test(
        "Given links of a type this Conbook does not know, or without a target, and dealers with null texts, when decoded, then those links are left out and the texts are empty"
    )
    func lenientLinksAndTexts() throws {
        let data = try Fixtures.edited(Fixtures.fullSync) { object in
            var dealers = object["Dealers"] as? [String: Any] ?? [:]
            dealers["ChangedEntities"] = [
                [
                    "Id": "dealer-odd", "DisplayName": NSNull(), "AttendeeNickname": "Odd", "Categories": NSNull(),
                    "Links": [
                        ["FragmentType": "Hologram", "Name": "?", "Target": "x"],
                        ["FragmentType": "WebExternal", "Name": NSNull(), "Target": ""],
                        ["FragmentType": "WebExternal", "Name": NSNull(), "Target": "https://odd.example"],
                    ],
                ] as [String: Any]
            ]
            object["Dealers"] = dealers
        }

        let dealer = try #require(try EurofurenceSyncDecoder().decode(data)[Dealer.self].changed.first)

        #expect(dealer.preferredName == "Odd")
        #expect(dealer.categories.isEmpty)
        #expect(dealer.attendance.isEmpty)
        #expect(dealer.links == [Link(name: "", target: .web("https://odd.example"))])
    }

    @Test("Given a map place without coordinates, when decoded, then the response is refused naming the field")
    func placesNeedCoordinates() throws {
        let data = try Fixtures.edited(Fixtures.fullSync) { object in
            var maps = object["Maps"] as? [String: Any] ?? [:]
            maps["ChangedEntities"] = [["Id": "map-1", "Description": "Hall", "Entries": [["Id": "entry-1", "X": 1]]]]
            object["Maps"] = maps
        }

        #expect {
            try EurofurenceSyncDecoder().decode(data)
        } throws: { error in
            guard case .malformed(let message) = error as? ConventionAPIError else { return false }
            return message.contains("Maps") && message.contains("Y")
        }
    }
}
