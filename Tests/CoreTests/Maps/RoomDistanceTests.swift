import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("How far apart two rooms are")
struct RoomDistanceTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given the venue map (places spread over 700 × 600), when the Main Stage and the Panel Room (400 apart) are compared, then they are across the map; a room with itself is the same room"
    )
    func acrossTheMap() throws {
        let maps = try ConbookTestContext().conbook.browseMaps

        #expect(maps.distance(from: Sample.mainStage.id, to: Sample.panelRoom.id) == .acrossMap(map: Sample.venueMap))
        #expect(maps.distance(from: Sample.mainStage.id, to: Sample.mainStage.id) == .sameRoom)
    }

    @Test(
        "Given a room placed 230 from the Main Stage (the map's spread is 922: a quarter is 230.5) and one 231 away, when compared, then the first is a short walk and the second across the map",
        arguments: [(230, true), (231, false)])
    func shortWalkBoundary(apart: Int, isShortWalk: Bool) throws {
        let nook = Room(id: "room-nook", name: "Nook", shortName: "")
        var venue = Sample.venueMap
        venue.entries.append(
            MapEntry(id: "entry-nook", x: 200, y: 300 + apart, tapRadius: 10, links: [Link(name: "Nook", target: .room(nook.id))])
        )
        var content = Sample.content
        content[Room.self].upsert(nook)
        content[ConventionMap.self].upsert(venue)
        let maps = try ConbookTestContext.storing(content).conbook.browseMaps

        let distance = maps.distance(from: Sample.mainStage.id, to: nook.id)

        #expect(distance == (isShortWalk ? .shortWalk(map: venue) : .acrossMap(map: venue)))
    }

    @Test(
        "Given a room on the Dealers' Den map and one on the venue map, when compared, then they are on different maps; a room on no map has no distance"
    )
    func differentMapsAndUnknown() throws {
        let hall = Room(id: "room-hall", name: "Hall", shortName: "")
        var den = Sample.denMap
        den.entries.append(
            MapEntry(id: "entry-hall", x: 1, y: 1, tapRadius: 10, links: [Link(name: "Hall", target: .room(hall.id))]))
        var content = Sample.content
        content[Room.self].upsert(hall)
        content[ConventionMap.self].upsert(den)
        let maps = try ConbookTestContext.storing(content).conbook.browseMaps

        #expect(maps.distance(from: Sample.mainStage.id, to: hall.id) == .differentMaps(from: Sample.venueMap, to: den))
        #expect(maps.distance(from: Sample.mainStage.id, to: "room-nowhere") == nil)
    }
}
