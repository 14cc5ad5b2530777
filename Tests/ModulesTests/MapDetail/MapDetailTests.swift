import ConbookCore
import ConbookMapDetail
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Map Detail")
struct MapDetailTests {
    private typealias Sample = SampleConvention

    @Test("Given a map, when it appears, then it shows its name, its picture as a display value and how many places it has")
    func showsTheMap() throws {
        let context = MapDetailModuleTestContext(core: try ConbookTestContext(), map: Sample.venueMap.id)

        #expect(
            context.scene.viewModel
                == MapDetailViewModel(
                    id: Sample.venueMap.id.rawValue, name: "Venue",
                    picture: PictureViewModel(bytes: nil, width: 1000, height: 800, description: "1000 × 800 PNG"),
                    places: "4 places", ignoredPlaces: [], focus: nil, tapResult: nil))
    }

    @Test("Given a map opened at a place, then that place is named and marked on the picture")
    func openedAtAPlace() throws {
        let context = MapDetailModuleTestContext(core: try ConbookTestContext(), map: Sample.denMap.id, focusing: "entry-sketchy")

        #expect(context.scene.viewModel?.focus == "Sketchy Fox Art at (300, 400)")
        #expect(context.scene.viewModel?.picture?.marker == PictureViewModel.Marker(x: 300, y: 400, radius: 60))
    }

    @Test("Given places with wrong data, then they are left out of the count and listed with why")
    func ignoredPlaces() throws {
        var content = Sample.content
        var venue = Sample.venueMap
        venue.entries += [
            MapEntry(
                id: "entry-negative", x: 10, y: 10, tapRadius: -5,
                links: [Link(name: "Cloakroom", target: .web("https://c.example"))]),
            MapEntry(
                id: "entry-outside", x: 5000, y: 10, tapRadius: 5, links: [Link(name: "", target: .room(Sample.panelRoom.id))]),
        ]
        content[ConventionMap.self].upsert(venue)
        let core = try ConbookTestContext.storing(content)

        let context = MapDetailModuleTestContext(core: core, map: Sample.venueMap.id)

        #expect(context.scene.viewModel?.places == "4 places")
        #expect(
            context.scene.viewModel?.ignoredPlaces == [
                "Cloakroom: its tap radius (-5) is negative",
                "Panel Room: its point (5000, 10) lies outside the 1000 × 800 picture",
            ])
    }

    @Test("Given a map, when the user taps where no place is, then it says nothing is there")
    func tapOnNothing() throws {
        let context = MapDetailModuleTestContext(core: try ConbookTestContext(), map: Sample.venueMap.id)

        context.scene.simulateTapping(x: 950, y: 50)

        #expect(context.scene.tapResult == MapTapViewModel(point: "(950, 50)", title: "Nothing here."))
        #expect(context.scene.viewModel?.picture?.marker == nil)
    }

    @Test(
        "Given the venue at 10:30 on day 1, when the user taps the Main Stage, then it shows the room with what runs now and the next three events, marked"
    )
    func tapOnARoom() throws {
        let context = MapDetailModuleTestContext(core: try ConbookTestContext(), map: Sample.venueMap.id)

        context.scene.simulateTapping(x: 210, y: 280)

        #expect(
            context.scene.tapResult
                == MapTapViewModel(
                    point: "(210, 280)", title: "Room: Main Stage — Hall A",
                    sections: [
                        MapTapSectionViewModel(
                            title: "Running now",
                            rows: [
                                MapTapRowViewModel(
                                    id: "event:\(Sample.opening.id.rawValue)", title: "Opening Ceremony", detail: "10:00–11:00")
                            ]),
                        MapTapSectionViewModel(
                            title: "Next",
                            rows: [
                                MapTapRowViewModel(
                                    id: "event:\(Sample.danceParty.id.rawValue)", title: "Dance Party",
                                    detail: "Wednesday 19 August 21:00–02:00"),
                                MapTapRowViewModel(
                                    id: "event:\(Sample.fursuitParade.id.rawValue)", title: "Fursuit Parade",
                                    detail: "Thursday 20 August 14:30–16:00"),
                                MapTapRowViewModel(
                                    id: "event:\(Sample.closing.id.rawValue)", title: "Closing Ceremony",
                                    detail: "Friday 21 August 16:00–17:00"),
                            ]),
                    ]))
        #expect(context.scene.viewModel?.picture?.marker == PictureViewModel.Marker(x: 200, y: 300, radius: 50))
    }

    @Test("Given a room shown after a tap, when the user chooses one of its events, then the module reports that event")
    func choosingARoomsEvent() throws {
        let context = MapDetailModuleTestContext(core: try ConbookTestContext(), map: Sample.venueMap.id)
        context.scene.simulateTapping(x: 600, y: 300)
        #expect(context.scene.tapResultTitles(inSection: "Running now") == ["Drawing Paws"])

        context.scene.simulateSelectingTapResult(titled: "Art Show Tour")

        #expect(context.delegate.selectedEvents == [Sample.artShow.id])
    }

    @Test("Given a room where nothing runs or follows, when tapped, then it says so")
    func tapOnAnIdleRoom() throws {
        let core = try ConbookTestContext(now: Sample.local(Sample.day3, 18, 0))
        let context = MapDetailModuleTestContext(core: core, map: Sample.venueMap.id)

        context.scene.simulateTapping(x: 600, y: 300)

        #expect(
            context.scene.tapResult
                == MapTapViewModel(
                    point: "(600, 300)", title: "Room: Panel Room",
                    details: ["Nothing runs here now.", "Nothing more is scheduled here."]))
    }

    @Test(
        "Given the Dealers' Den map, when the user taps a dealer's table, then the dealer opens at once and stays listed to open again"
    )
    func tapOnADealer() throws {
        let context = MapDetailModuleTestContext(core: try ConbookTestContext(), map: Sample.denMap.id)

        context.scene.simulateTapping(x: 300, y: 400)

        #expect(context.delegate.selectedDealers == [Sample.sketchyFox.id])
        #expect(context.scene.tapResult?.title == "Dealer: Sketchy Fox Art")
        #expect(context.scene.tapResultTitles(inSection: "Dealer") == ["Sketchy Fox Art"])
        context.scene.simulateSelectingTapResult(titled: "Sketchy Fox Art")
        #expect(context.delegate.selectedDealers == [Sample.sketchyFox.id, Sample.sketchyFox.id])
    }

    @Test("Given a table whose dealer left, when tapped, then it is shown as unavailable with the reason")
    func tapOnAnUnavailablePlace() throws {
        let context = MapDetailModuleTestContext(core: try ConbookTestContext(), map: Sample.denMap.id)

        context.scene.simulateTapping(x: 700, y: 420)

        #expect(
            context.scene.tapResult
                == MapTapViewModel(
                    point: "(700, 420)", title: "Table 12", details: ["Unavailable: the dealer is not in the Dealers' Den."]))
        #expect(context.delegate.selectedDealers == [])
    }

    @Test("Given the venue, when the user taps the way to the Dealers' Den, then the place on the other map opens at once")
    func tapOnAPlaceOfAnotherMap() throws {
        let context = MapDetailModuleTestContext(core: try ConbookTestContext(), map: Sample.venueMap.id)

        context.scene.simulateTapping(x: 800, y: 700)

        #expect(context.delegate.selectedLocations.map(\.map.id) == [Sample.denMap.id])
        #expect(context.delegate.selectedLocations.map(\.entry.id) == [Sample.denEntrance.id])
        #expect(context.scene.tapResult?.title == "Place: Dealers' Den")
        #expect(
            context.scene.tapResult?.sections == [
                MapTapSectionViewModel(
                    title: "On another map",
                    rows: [
                        MapTapRowViewModel(
                            id: "place:\(Sample.denMap.id.rawValue)/\(Sample.denEntrance.id.rawValue)", title: "Dealers' Den",
                            detail: "on the map Dealers' Den")
                    ])
            ])
    }

    @Test("Given the Dealers' Den map, when the user taps a place that links to a place of the same map, then the map focuses it")
    func tapOnAPlaceOfThisMap() throws {
        let context = MapDetailModuleTestContext(core: try ConbookTestContext(), map: Sample.denMap.id, focusing: "entry-plush")

        context.scene.simulateTapping(x: 1010, y: 1390)

        #expect(context.scene.viewModel?.focus == "Dealers' Den entrance at (1000, 1400)")
        #expect(context.scene.viewModel?.picture?.marker == PictureViewModel.Marker(x: 1000, y: 1400, radius: 80))
        #expect(context.scene.tapResult == nil)
        #expect(context.delegate.selectedLocations == [])
    }

    @Test(
        "Given a place with two links, when tapped, then the user chooses one by its row; a web page is then shown with its address"
    )
    func tapOnAChoice() throws {
        let context = MapDetailModuleTestContext(core: try ConbookTestContext(), map: Sample.venueMap.id)

        context.scene.simulateTapping(x: 100, y: 100)

        #expect(
            context.scene.tapResult
                == MapTapViewModel(
                    point: "(100, 100)", title: "2 places here: choose one.",
                    sections: [
                        MapTapSectionViewModel(
                            title: "Places",
                            rows: [
                                MapTapRowViewModel(
                                    id: "room:\(Sample.mainStage.id.rawValue)", title: "Main Stage — Hall A", detail: "room"),
                                MapTapRowViewModel(
                                    id: "web:https://convention.example/lobby", title: "Lobby plan", detail: "web page"),
                            ])
                    ]))

        context.scene.simulateSelectingTapResult(titled: "Lobby plan")
        #expect(
            context.scene.tapResult
                == MapTapViewModel(
                    point: "(100, 100)", title: "Web page: Lobby plan", details: ["https://convention.example/lobby"]))

        context.scene.simulateTapping(x: 100, y: 100)
        context.scene.simulateSelectingTapResult(titled: "Main Stage — Hall A")
        #expect(context.scene.tapResult?.title == "Room: Main Stage — Hall A")
        #expect(context.scene.tapResultTitles(inSection: "Running now") == ["Opening Ceremony"])
    }

    @Test("Given the map is shown, when a sync downloads its picture, then the picture carries its bytes")
    func arrivingPictureIsShown() async throws {
        let core = try ConbookTestContext()
        core.api.serveImages(Sample.imageBytes.mapValues { .success($0) })
        let context = MapDetailModuleTestContext(core: core, map: Sample.denMap.id)
        #expect(context.scene.viewModel?.picture?.bytes == nil)

        core.conbook.refreshConvention.startRefresh()
        await core.settle()

        #expect(context.scene.viewModel?.picture?.bytes == Sample.imageBytes[Sample.denImage.id])
    }

    @Test("Given a room shown after a tap, when a sync renames the room, then the result follows")
    func tapResultStaysCurrent() async throws {
        var content = Sample.content
        content[Room.self].upsert(Room(id: Sample.panelRoom.id, name: "Panel Room B", shortName: ""))
        let core = try ConbookTestContext()
        core.answerSyncs(with: content)
        let context = MapDetailModuleTestContext(core: core, map: Sample.venueMap.id)
        context.scene.simulateTapping(x: 600, y: 300)

        core.conbook.refreshConvention.startRefresh()
        await core.settle()

        #expect(context.scene.tapResult?.title == "Room: Panel Room B")
    }

    @Test("Given an unknown map, when it appears, then it says the map is not in the convention")
    func unknownMap() throws {
        let context = MapDetailModuleTestContext(core: try ConbookTestContext(), map: "map-gone")

        #expect(context.scene.viewModel == nil)
        #expect(context.scene.unavailableMessage == "This map is no longer in the convention.")
    }
}
