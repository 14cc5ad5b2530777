import ConbookCore
import ConbookMaps
import ConbookTesting
import Testing

@MainActor
@Suite("Maps")
struct MapsTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given the convention's maps, when the list appears, then they are listed by order with their picture's size and their places"
    )
    func listsTheMapsByOrder() throws {
        let context = MapsModuleTestContext(core: try ConbookTestContext())

        #expect(
            context.scene.viewModel
                == MapsViewModel(
                    rows: [
                        MapRowViewModel(
                            id: Sample.venueMap.id.rawValue, name: "Venue", picture: "1000 × 800 PNG", places: "4 places"),
                        MapRowViewModel(
                            id: Sample.denMap.id.rawValue, name: "Dealers' Den", picture: "2000 × 1500 PNG",
                            places: "4 places"),
                    ],
                    emptyMessage: nil))
    }

    @Test("Given maps not for browsing, without a picture or with wrong places, then only browsable ones are listed, saying so")
    func unlistedAndPictureless() throws {
        var content = Sample.content
        content[ConventionMap.self].upsert(
            ConventionMap(id: "map-hidden", description: "Back office", order: 1, isBrowsable: false))
        content[ConventionMap.self].upsert(
            ConventionMap(
                id: "map-plain", description: "Parking", order: 30,
                entries: [
                    MapEntry(id: "entry-bad", x: 1, y: 1, tapRadius: -5), MapEntry(id: "entry-gate", x: 5, y: 5, tapRadius: 5),
                ]))
        let core = try ConbookTestContext.storing(content)

        let context = MapsModuleTestContext(core: core)

        #expect(context.scene.listedNames == ["Venue", "Dealers' Den", "Parking"])
        #expect(
            context.scene.viewModel?.rows.last
                == MapRowViewModel(id: "map-plain", name: "Parking", picture: nil, places: "1 place"))
    }

    @Test("Given a convention without maps, then it says there are none")
    func noMaps() throws {
        var content = Sample.content
        content[ConventionMap.self].removeAll()
        let core = try ConbookTestContext.storing(content)

        let context = MapsModuleTestContext(core: core)

        #expect(context.scene.viewModel == MapsViewModel(rows: [], emptyMessage: "The convention has no maps."))
    }

    @Test("Given the list, when the user chooses a map, then the module reports it")
    func selectingAMap() throws {
        let context = MapsModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateSelectingMap(named: "Dealers' Den")
        context.scene.simulateSelectingMap(id: "no-such-map")

        #expect(context.delegate.selectedMaps == [Sample.denMap.id])
    }

    @Test("Given the list, when a sync renames a map, then the list follows")
    func staysCurrent() async throws {
        var content = Sample.content
        var venue = Sample.venueMap
        venue.description = "Venue, level 0"
        content[ConventionMap.self].upsert(venue)
        let core = try ConbookTestContext()
        core.answerSyncs(with: content)
        let context = MapsModuleTestContext(core: core)

        core.conbook.refreshConvention.startRefresh()
        await core.settle()

        #expect(context.scene.listedNames == ["Venue, level 0", "Dealers' Den"])
    }
}
