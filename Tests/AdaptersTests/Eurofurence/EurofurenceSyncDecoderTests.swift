import ConbookCore
import ConbookEurofurence
import ConbookTime
import Foundation
import Testing

@Suite("Eurofurence sync decoder: real responses")
struct EurofurenceSyncDecoderTests {
    @Test("Given the real EF27 full sync, when decoded, then every node has the published counts")
    func fullSyncCounts() throws {
        let response = try Fixtures.response(Fixtures.fullSync)

        #expect(response.conventionIdentifier == "EF27")
        #expect(response.serverTime == ISO8601Timestamp.parse("2022-08-30T12:07:36.034Z"))
        #expect(ISO8601Timestamp.format(response.serverTime) == "2022-08-30T12:07:36.034Z")
        #expect(response[Event.self].changed.count == 210)
        #expect(response[Day.self].changed.count == 6)
        #expect(response[Room.self].changed.count == 34)
        #expect(response[Track.self].changed.count == 17)
        #expect(response[Announcement.self].changed.count == 2)
        #expect(response[ImageReference.self].changed.count == 309)
        let nodes = [
            response[Event.self].removeAllBeforeInsert, response[Day.self].removeAllBeforeInsert,
            response[Room.self].removeAllBeforeInsert, response[Track.self].removeAllBeforeInsert,
            response[Announcement.self].removeAllBeforeInsert, response[ImageReference.self].removeAllBeforeInsert,
        ]
        #expect(nodes.allSatisfy { $0 })
        #expect(
            response[Day.self].changed.map(\.date.description).sorted() == [
                "2022-08-23", "2022-08-24", "2022-08-25", "2022-08-26", "2022-08-27", "2022-08-28",
            ])
    }

    @Test(
        "Given the real full sync, when decoded, then its State says the data is a preview; a response without State says nothing of it"
    )
    func publicationState() throws {
        #expect(try Fixtures.response(Fixtures.fullSync).details == ConventionDetails(title: nil, publicationState: .preview))
        #expect(try Fixtures.response("V2SyncAPIResponse.json").details?.publicationState == nil)
    }

    @Test("Given the real full sync, when decoded, then its first event has every field right")
    func registrationEventFieldByField() throws {
        let response = try Fixtures.response(Fixtures.fullSync)
        let event = try #require(response[Event.self].changed.first { $0.id == "76430fe0-ece7-48c9-b8e6-fdbc3974ff64" })

        #expect(event.slug == "reg_tue")
        #expect(event.title == "Registration")
        #expect(event.subtitle == "")
        #expect(event.abstract == "Take me to the Reg Line!")
        #expect(
            event.description
                == "Take me to the Reg Line!\r\n\r\nIn case you arrive after Registration closes, go to the Security Office in Estrel Saal C to get your Badge."
        )
        #expect(event.hosts == ["EF Staff"])
        #expect(event.dayID == "db6e0b07-3300-4d58-adfd-84c145e36242")
        #expect(event.roomID == "c137717f-f297-4c3d-bc0e-542cbb032135")
        #expect(event.trackID == "0b80cc7b-b5b2-4fab-8b74-078f2b5e366e")
        #expect(event.start == ISO8601Timestamp.parse("2022-08-23T10:00:00.000Z"))
        #expect(event.end == ISO8601Timestamp.parse("2022-08-23T18:00:00.000Z"))
        #expect(event.tags == ["mask_required"])
        #expect(event.bannerImageID == nil)
        #expect(event.posterImageID == nil)
        #expect(event.isAcceptingFeedback == false)
        #expect(event.isDeviatingFromConBook == false)
    }

    @Test("Given events with several hosts, images and no hosts, when decoded, then hosts are split and images kept")
    func hostsAndImages() throws {
        let events = try Fixtures.response(Fixtures.fullSync)[Event.self].changed
        let opening = try #require(events.first { $0.id == "813fee3d-f2ab-4ee1-9422-907657fbdff9" })
        let pirates = try #require(events.first { $0.id == "4a90c95f-dac0-4ca0-9f6d-a7839845ba36" })
        let overflow = try #require(events.first { $0.title == "Closing and Pawpetshow Overflow Cafe" })

        #expect(opening.hosts == ["Pattarchus", "Royen Blackwing", "Cheetah", "Jaryic"])
        #expect(pirates.posterImageID == "16462c95-4aeb-4557-986c-9d3193a67607")
        #expect(pirates.bannerImageID == "b58304dc-4b1c-4857-9ba6-818c593b2f6e")
        #expect(overflow.hosts == [])
        #expect(events.filter(\.isAcceptingFeedback).count == 44)
    }

    @Test("Given the real full sync, when decoded, then rooms, announcements and images have every field right")
    func otherEntitiesFieldByField() throws {
        let response = try Fixtures.response(Fixtures.fullSync)
        let artShow = try #require(response[Room.self].changed.first { $0.id == "2d5d9a98-aaca-4434-959d-99d20e675d3a" })
        let welcome = try #require(
            response[Announcement.self].changed.first { $0.id == "8822b105-a46c-441a-a8db-cd6c084d33c8" })
        let image = try #require(response[ImageReference.self].changed.first { $0.id == "6775a2d9-df98-4a52-a7f0-c4098b10bd69" })
        let day = try #require(response[Day.self].changed.first { $0.id == "db6e0b07-3300-4d58-adfd-84c145e36242" })

        #expect(
            artShow
                == Room(
                    id: "2d5d9a98-aaca-4434-959d-99d20e675d3a", name: "Art Show — Convention Hall Section D",
                    shortName: "Art Show"))
        #expect(
            day
                == Day(
                    id: "db6e0b07-3300-4d58-adfd-84c145e36242", name: "Early Arrival",
                    date: CalendarDate(year: 2022, month: 8, day: 23)!))
        #expect(welcome.title == "Welcome aboard, sailor- you're here early!")
        #expect(welcome.author == "Eurofurence")
        #expect(welcome.area == "IT")
        #expect(welcome.validFrom == ISO8601Timestamp.parse("2022-07-22T15:34:14.121Z"))
        #expect(welcome.validUntil == ISO8601Timestamp.parse("2022-08-22T15:34:14.121Z"))
        #expect(welcome.lastChanged == ISO8601Timestamp.parse("2022-08-21T07:25:04.713Z"))
        #expect(welcome.imageID == "2ffe3196-6eba-439c-8153-be15baeb2eb6")
        #expect(welcome.content.hasPrefix("We're still loading up the ship"))
        #expect(
            image
                == ImageReference(
                    id: "6775a2d9-df98-4a52-a7f0-c4098b10bd69", internalReference: "dealer:artist:48", width: 400,
                    height: 450,
                    sizeInBytes: 54965, mimeType: "image/jpeg", contentHash: "HuqDoyZx4eKXKG0ru4bvcVkdIec="))
    }

    @Test("Given the hand-made V2 sample with its trailing comma, when decoded, then every node is read field by field")
    func v2SampleEveryNode() throws {
        let response = try Fixtures.response("V2SyncAPIResponse.json")

        #expect(response.conventionIdentifier == "EF25")
        #expect(response.serverTime == ISO8601Timestamp.parse("2018-03-01T12:49:05.474Z"))
        #expect(
            response[Event.self]
                == EntityChanges(
                    removeAllBeforeInsert: true,
                    changed: [
                        Event(
                            id: "22b70985-ccd9-44f7-920b-ad9224558b9f", slug: "artist_lounge_tue",
                            title: "Artists' Lounge",
                            subtitle: "Let's be creative together!",
                            abstract:
                                "Do you like spending your evening around other artists, drawing and chatting about techniques, supplies and other themes? Then this social event, taking place every evening, is the right place for you to be creative and get to know eachother!",
                            description: Self.artistLoungeDescription,
                            hosts: ["Akulatraxas"], dayID: "5f2e5aa4-a172-4f8b-8441-1e676ea3be9f",
                            roomID: "87148f04-4c4b-433d-9469-c8a970952443",
                            trackID: "ea76c202-5544-4bc7-92b7-1d1221211a55",
                            start: try #require(ISO8601Timestamp.parse("2017-08-15T12:00:00.000Z")),
                            end: try #require(ISO8601Timestamp.parse("2017-08-16T00:00:00.000Z")), tags: ["photoshoot"],
                            bannerImageID: "bannertest", posterImageID: "postertest", isAcceptingFeedback: true,
                            isDeviatingFromConBook: false)
                    ],
                    deleted: ["1452d472-feae-4483-8f55-93c25f7ec920"]))
        #expect(
            response[Day.self]
                == EntityChanges(
                    removeAllBeforeInsert: true,
                    changed: [
                        Day(
                            id: "5f2e5aa4-a172-4f8b-8441-1e676ea3be9f", name: "Early Arrival",
                            date: CalendarDate(year: 2017, month: 8, day: 15)!)
                    ],
                    deleted: ["db8e0455-8c49-4bc5-b472-e0033fe06b99"]))
        #expect(
            response[Room.self]
                == EntityChanges(
                    removeAllBeforeInsert: true,
                    changed: [
                        Room(
                            id: "dfa62eae-f881-4aab-a592-acf8fab14ae9", name: "Art Show — Convention Hall Section D",
                            shortName: "")
                    ],
                    deleted: ["87148f04-4c4b-433d-9469-c8a970952443"]))
        #expect(
            response[Track.self]
                == EntityChanges(
                    removeAllBeforeInsert: true,
                    changed: [Track(id: "f92a4fc0-303f-4c13-9194-44121d80bd20", name: "Stage")],
                    deleted: ["cf410a89-379d-40c7-89ea-d0b6b51ea914"]))
        #expect(
            response[ImageReference.self]
                == EntityChanges(
                    removeAllBeforeInsert: true,
                    changed: [
                        ImageReference(
                            id: "8ae7d323-b56d-4155-8a88-6b418bcfd057",
                            internalReference: "knowledge:1b9f7858-454d-0a68-824b-359e5bbfa5b0",
                            width: 600, height: 306, sizeInBytes: 57888, mimeType: "image/png",
                            contentHash: "u7Ih+dL/QkQf/L5TdUQuQqSirLw=")
                    ],
                    deleted: ["2513aa0a-48a0-49cf-807e-8a57cf5306f8"]))
        #expect(
            response[Announcement.self]
                == EntityChanges(
                    removeAllBeforeInsert: false,
                    changed: [
                        Announcement(
                            id: "b89567a0-beda-46e8-8261-26a5bf2d6a30", title: "Test-Announcement-Title",
                            content: "This is Content.\n\n**with markdown**", author: "Luchs", area: "Test-Area",
                            validFrom: try #require(ISO8601Timestamp.parse("2018-04-05T10:59:58.217Z")),
                            validUntil: try #require(ISO8601Timestamp.parse("2018-11-05T10:59:58.217Z")),
                            lastChanged: try #require(ISO8601Timestamp.parse("2018-04-05T12:47:00.000Z")),
                            imageID: "e5b6efdd-8bbf-42f1-aa9e-159744c732b7")
                    ],
                    deleted: ["c8c8a9ad-4f43-489f-905d-9d22d0ef045f"]))
    }

    private static let artistLoungeDescription =
        "NOT FINAL\r\n\r\n\r\nDo you like spending your evening around other artists, drawing and chatting about techniques, supplies and other themes? Then this social event, taking place every evening, is the right place for you to be creative and get to know eachother!\r\n\r\nCome sit with other artists and watch, chat and have a good time together while being productive on your convention commissions. This is the perfect opportunity to use your time effectively, get critique and help on your work and relax from the working day at the Dealers' Den or Artist Alley.\r\n"

    @Test("Given each delta fixture, when decoded, then it deletes exactly what its name says")
    func deltaFixtures() throws {
        let noChanges = try Fixtures.response("NoChanges.json")
        let deleteDay = try Fixtures.response("EF26_DeleteDay.json")
        let deleteAll = try Fixtures.response("DeleteAll.json")
        let sharedPoster = try Fixtures.response("EF26_DeleteEvent_WithSharedPoster.json")

        #expect(
            noChanges
                == SyncResponse(
                    conventionIdentifier: "EF27",
                    serverTime: try #require(ISO8601Timestamp.parse("2022-09-02T12:04:20.632Z")),
                    details: ConventionDetails(title: nil, publicationState: .preview)))
        #expect(deleteDay[Day.self] == EntityChanges(deleted: ["db6e0b07-3300-4d58-adfd-84c145e36242"]))
        #expect(deleteAll[Event.self] == EntityChanges(removeAllBeforeInsert: true))
        #expect(deleteAll[ImageReference.self] == EntityChanges(removeAllBeforeInsert: true))
        #expect(sharedPoster[Event.self].deleted == ["4a90c95f-dac0-4ca0-9f6d-a7839845ba36"])
        #expect(sharedPoster[Announcement.self].deleted == ["8822b105-a46c-441a-a8db-cd6c084d33c8"])
        #expect(sharedPoster[ImageReference.self] == .none)
    }
}
