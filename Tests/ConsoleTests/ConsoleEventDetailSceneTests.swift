import ConbookConsole
import ConbookCore
import ConbookEventDetail
import ConbookModuleKit
import Testing

@MainActor
@Suite("Console event detail scene")
struct ConsoleEventDetailSceneTests {
    let output = CapturingConsoleOutput()
    let delegate = CapturingEventDetailSceneDelegate()
    let scene: ConsoleEventDetailScene

    static let drawingPaws = EventDetailViewModel(
        title: "Drawing Paws", subtitle: "For beginners", when: "Wednesday 19 August, 10:00–12:00 CEST",
        room: "Panel Room", track: "Workshops", hosts: "Sketchy Fox, Pen Wolf",
        abstract: RichText(
            plain:
                "Learn to draw paws in ten easy steps, from the first pencil line to shading, with plenty of time for questions."),
        description: RichText(plain: "Bring a pencil.\n\nPaper is provided."), tags: ["art", "workshop"], isFavourite: true)

    init() {
        scene = ConsoleEventDetailScene(screen: output.makeScreen())
        scene.setDelegate(delegate)
    }

    @Test("Given an event the source says will not be recorded, when rendered, then a Recording line says so after the tags")
    func notRecorded() {
        var event = Self.drawingPaws
        event.recording = "not recorded: whoever misses it cannot watch it later"
        scene.show(event)

        let lines = scene.render()

        let tags = lines.firstIndex { $0.hasPrefix("Tags:") }
        let recording = lines.firstIndex { $0.hasPrefix("Recording:") }
        #expect(tags != nil && recording == tags.map { $0 + 1 })
        #expect(lines.contains { $0.hasSuffix("not recorded: whoever misses it cannot watch it later") })
    }

    @Test(
        "Given an event whose abstract links a page, when rendered and `open 1` is given, then the link is numbered in the text and listed, and the scene reports it"
    )
    func linksOfTheTexts() throws {
        var event = Self.drawingPaws
        event.abstract = RichText([
            .paragraph([
                .text("Templates on "), .link([.text("the site")], destination: "https://paws.example/"), .text("."),
            ])
        ])
        event.description = nil
        event.links = [
            LinkViewModel(
                name: "the site", destination: "web page · https://paws.example/", canOpen: true, address: "https://paws.example/"
            )
        ]
        scene.show(event)

        let lines = scene.render()
        try scene.perform("open 1")

        #expect(lines.contains("Templates on the site[1]."))
        #expect(lines.contains("  [1] the site — web page · https://paws.example/"))
        #expect(lines.last == "`favourite` marks or unmarks it · `open N` follows a link · `back` returns to the list")
        #expect(delegate.reports == [.selectedLink(0)])
        #expect(throws: ConsoleCommandError.noSuchLink(number: 2, count: 1)) { try scene.perform("open 2") }
    }

    @Test("Given an event, when rendered, then every part shows and long paragraphs wrap at 78 columns")
    func rendersTheEvent() {
        scene.show(Self.drawingPaws)
        let lines = scene.render()
        #expect(
            lines == [
                "Drawing Paws",
                "For beginners",
                "",
                "When:       Wednesday 19 August, 10:00–12:00 CEST",
                "Where:      Panel Room",
                "Track:      Workshops",
                "Hosts:      Sketchy Fox, Pen Wolf",
                "Tags:       #art #workshop",
                "Favourite:  ★ yes",
                "",
                "Learn to draw paws in ten easy steps, from the first pencil line to shading,",
                "with plenty of time for questions.",
                "",
                "Bring a pencil.",
                "",
                "Paper is provided.",
                "",
                "`favourite` marks or unmarks it · `back` returns to the list",
            ])
        #expect(lines.allSatisfy { $0.count <= 78 })
    }

    @Test("Given an event with only the essentials, then empty parts are left out")
    func leavesOutEmptyParts() {
        scene.show(
            EventDetailViewModel(
                title: "Dance Party", subtitle: nil, when: "Wednesday 19 August, 21:00–02:00 CEST", room: "Main Stage",
                track: "Stage", hosts: nil, abstract: nil, description: nil, tags: [], isFavourite: false))
        #expect(
            scene.render() == [
                "Dance Party",
                "",
                "When:       Wednesday 19 August, 21:00–02:00 CEST",
                "Where:      Main Stage",
                "Track:      Stage",
                "Favourite:  no",
                "",
                "`favourite` marks or unmarks it · `back` returns to the list",
            ])
    }

    @Test("Given an event, when `favourite` (or `favorite`) is given, then the delegate hears the toggle; `select` is refused")
    func togglesTheFavourite() throws {
        scene.show(Self.drawingPaws)
        try scene.perform("favourite")
        try scene.perform("FAVORITE")
        #expect(delegate.reports == [.toggledFavourite, .toggledFavourite])
        #expect(throws: ConsoleCommandError.notAvailableHere(command: "select")) { try scene.perform("select 1") }
        #expect(
            throws: ConsoleCommandError.invalidArguments(
                command: "favourite", expected: "nothing after it", example: "favourite")
        ) { try scene.perform("favourite now") }
    }

    @Test(
        "Given an event whose room is on a map, when rendered, then the map shows under the room; `map` opens it, and is refused on no map"
    )
    func showsTheRoomOnTheMap() throws {
        var event = Self.drawingPaws
        event.mapName = "Venue"
        scene.show(event)
        #expect(
            scene.render()[3...5] == [
                "When:       Wednesday 19 August, 10:00–12:00 CEST",
                "Where:      Panel Room",
                "Map:        Venue (`map` shows it)",
            ])
        try scene.perform("map")
        #expect(delegate.reports == [.selectedRoomLocation])

        scene.show(Self.drawingPaws)
        #expect(throws: ConsoleCommandError.noMapLocation(of: "this event's room")) { try scene.perform("map") }
        #expect(delegate.reports == [.selectedRoomLocation])
    }

    @Test("Given the event left the schedule or a favourite was not saved, then the scene says so")
    func showsUnavailabilityAndErrors() {
        scene.showUnavailable("This event is no longer in the schedule.")
        #expect(
            scene.render() == [
                "Event unavailable", "This event is no longer in the schedule.", "`back` returns to the list",
            ])
        scene.showError("The favourite could not be saved.")
        #expect(output.errors == "The favourite could not be saved.\n")
    }
}
