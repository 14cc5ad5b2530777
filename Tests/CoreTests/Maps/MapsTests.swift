import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Maps: listing, tapping, finding")
struct MapsTests {
    private typealias Sample = SampleConvention

    @Test("Given the maps, when listed, then the browsable ones come by their order, each with its picture's size")
    func mapsByOrder() throws {
        var hidden = Sample.venueMap
        hidden.id = "map-hidden"
        hidden.order = 1
        hidden.isBrowsable = false
        var stored = Sample.stored
        stored.content[ConventionMap.self].upsert(hidden)
        let core = try ConbookTestContext(stored: stored)

        let maps = core.conbook.browseMaps.maps()

        #expect(maps.map(\.description) == ["Venue", "Dealers' Den"])
        #expect(core.conbook.browseMaps.image(of: maps[0]).map { ($0.width, $0.height) } ?? (0, 0) == (1000, 800))
        #expect(core.conbook.browseMaps.map("map-hidden") == hidden)
    }

    @Test(
        "Given the venue map, when tapped, then the closest place within its radius answers: a room with what runs there, a place on another map, nothing between places",
        arguments: [
            (200, 300, "room Main Stage — Hall A"), (230, 320, "room Main Stage — Hall A"), (600, 339, "room Panel Room"),
            (800, 700, "location Dealers' Den on Dealers' Den"), (400, 300, "nothing"), (600, 340, "nothing"),
        ])
    func tapTheVenue(x: Int, y: Int, expected: String) throws {
        let core = try ConbookTestContext(now: Sample.local(Sample.day1, 10, 30))

        let result = core.conbook.tapMap.tap(Sample.venueMap.id, x: x, y: y)

        #expect(describe(result) == expected)
    }

    @Test(
        "Given a room tapped while an event runs in it, when the place is resolved, then it lists the running event and the next ones"
    )
    func roomWithItsEvents() throws {
        let core = try ConbookTestContext(now: Sample.local(Sample.day1, 10, 30))

        guard
            case .place(.room(let room, let running, let next), at: let entry) = core.conbook.tapMap.tap(
                Sample.venueMap.id, x: 200, y: 300)
        else {
            Issue.record("expected a room")
            return
        }
        #expect(room == Sample.mainStage)
        #expect(entry.id == "entry-main")
        #expect(running.map(\.event.title) == ["Opening Ceremony"])
        #expect(next.map(\.event.title) == ["Dance Party", "Fursuit Parade", "Closing Ceremony"])
    }

    @Test("Given a place with two links, when tapped, then the user chooses between a room and a web page")
    func severalLinksGiveAChoice() throws {
        let core = try ConbookTestContext()

        guard case .choice(let places, at: let entry) = core.conbook.tapMap.tap(Sample.venueMap.id, x: 105, y: 98) else {
            Issue.record("expected a choice")
            return
        }
        #expect(entry.id == "entry-lobby")
        #expect(places.map(describe) == ["room Main Stage — Hall A", "web Lobby plan https://convention.example/lobby"])
    }

    @Test(
        "Given the Dealers' Den map, when a table is tapped, then its dealer answers; a table whose dealer left answers as unavailable, with why"
    )
    func tapTheDen() throws {
        let core = try ConbookTestContext()

        #expect(describe(core.conbook.tapMap.tap(Sample.denMap.id, x: 310, y: 410)) == "dealer Sketchy Fox Art")
        #expect(
            describe(core.conbook.tapMap.tap(Sample.denMap.id, x: 700, y: 400))
                == "unavailable Table 12: the dealer is not in the Dealers' Den")
    }

    @Test(
        "Given places whose data is wrong (a negative radius, a point outside the picture), when the map is tapped or listed, then they are ignored, each with a note"
    )
    func wrongPlacesAreIgnored() throws {
        var map = Sample.venueMap
        map.entries += [
            MapEntry(
                id: "entry-negative", x: 300, y: 300, tapRadius: -5, links: [Link(name: "", target: .room(Sample.panelRoom.id))]),
            MapEntry(
                id: "entry-outside", x: 1200, y: 300, tapRadius: 500, links: [Link(name: "", target: .room(Sample.panelRoom.id))]),
        ]
        var stored = Sample.stored
        stored.content[ConventionMap.self].upsert(map)
        let core = try ConbookTestContext(stored: stored)

        let entries = core.conbook.browseMaps.entries(of: map)

        #expect(entries.usable.count == 4)
        #expect(
            entries.ignored.map(\.reason) == [
                .negativeTapRadius(-5), .outsidePicture(x: 1200, y: 300, width: 1000, height: 800),
            ])
        #expect(
            entries.ignored.map(\.reason.description) == [
                "its tap radius (-5) is negative", "its point (1200, 300) lies outside the 1000 × 800 picture",
            ])
        #expect(describe(core.conbook.tapMap.tap(map.id, x: 900, y: 300)) == "nothing")
    }

    @Test(
        "Given a map with no picture size and places at the ends of the number line, when tapped far away, then nothing answers and nothing overflows"
    )
    func extremeCoordinatesDoNotOverflow() throws {
        let map = ConventionMap(
            id: "map-hostile", description: "Hostile", order: 1, imageID: nil,
            entries: [
                MapEntry(
                    id: "entry-max", x: .max, y: .max, tapRadius: .max,
                    links: [Link(name: "", target: .room(Sample.panelRoom.id))]),
                MapEntry(
                    id: "entry-min", x: .min, y: .min, tapRadius: 10, links: [Link(name: "", target: .room(Sample.mainStage.id))]),
            ])
        var stored = Sample.stored
        stored.content[ConventionMap.self].upsert(map)
        let core = try ConbookTestContext(stored: stored)

        #expect(describe(core.conbook.tapMap.tap(map.id, x: .min, y: .min)) == "room Main Stage — Hall A")
        #expect(describe(core.conbook.tapMap.tap(map.id, x: 0, y: 0)) == "nothing")
        #expect(describe(core.conbook.tapMap.tap(map.id, x: .max, y: .max - 3)) == "room Panel Room")
    }
    @Test("Given rooms, when found on the maps, then the first place linking to each answers, or none")
    func findARoom() throws {
        let core = try ConbookTestContext()

        #expect(core.conbook.browseMaps.location(of: Sample.panelRoom.id)?.entry.id == "entry-panel")
        #expect(core.conbook.browseMaps.location(of: Sample.mainStage.id)?.entry.id == "entry-main")
        #expect(core.conbook.browseMaps.location(of: "room-elsewhere") == nil)
    }

    private func describe(_ result: MapTapResult) -> String {
        switch result {
        case .nothing: "nothing"
        case .place(let place, _): describe(place)
        case .choice(let places, _): "choice " + places.map(describe).joined(separator: ", ")
        }
    }

    private func describe(_ place: MapPlace) -> String {
        switch place {
        case .dealer(let dealer): "dealer \(dealer.preferredName)"
        case .room(let room, _, _): "room \(room.name)"
        case .location(let location, let name): "location \(name) on \(location.map.description)"
        case .web(let url, let name): "web \(name) \(url)"
        case .externalMap(let target, let name): "external map \(name) \(target)"
        case .unavailable(let name, let reason): "unavailable \(name): \(reason)"
        }
    }
}
