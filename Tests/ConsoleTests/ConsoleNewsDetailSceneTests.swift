import ConbookConsole
import ConbookCore
import ConbookModuleKit
import ConbookNewsDetail
import Testing

@MainActor
@Suite("Console news detail scene")
struct ConsoleNewsDetailSceneTests {
    let output = CapturingConsoleOutput()
    let delegate = CapturingNewsDetailSceneDelegate()
    let scene: ConsoleNewsDetailScene

    static let welcome = NewsDetailViewModel(
        title: "Welcome!", author: "Con Ops", area: "Info", validFrom: "Monday 20 July 00:00 CEST",
        validUntil: "Friday 21 August 23:00 CEST", lastChanged: "Wednesday 19 August 08:00 CEST",
        content: RichText([
            .paragraph([
                .text("Registration opens at "), .emphasis([.text("9:00")]), .text("; see the "),
                .link([.text("map")], destination: "https://convention.example/map"), .text("."),
            ])
        ]),
        picture: PictureViewModel(bytes: nil, width: 800, height: 600, description: "800 × 600 PNG"),
        links: [
            LinkViewModel(
                name: "map", destination: "web page · https://convention.example/map", canOpen: true,
                address: "https://convention.example/map"),
            LinkViewModel(name: "click", destination: "not opened: javascript: links are not followed", canOpen: false),
        ])

    init() {
        scene = ConsoleNewsDetailScene(screen: output.makeScreen())
        scene.setDelegate(delegate)
    }

    @Test(
        "Given an announcement, when the scene appears and renders, then it reports it loaded, and its headline, who, when it is shown, its picture and its text with numbered links show"
    )
    func rendersTheAnnouncement() {
        scene.appear()
        scene.show(Self.welcome)

        let lines = scene.render()

        #expect(
            lines == [
                "Welcome!",
                "",
                "From:          Con Ops",
                "Area:          Info",
                "Shown from:    Monday 20 July 00:00 CEST",
                "Shown until:   Friday 21 August 23:00 CEST",
                "Last changed:  Wednesday 19 August 08:00 CEST",
                "",
                "Picture: 800 × 600 PNG, not downloaded (images are downloaded from the live",
                "  API; the demo has none)",
                "",
                "Registration opens at 9:00; see the map[1].",
                "",
                "Links",
                "  [1] map — web page · https://convention.example/map",
                "  [-] click — not opened: javascript: links are not followed",
                "",
                "`open N` follows a link · `back` returns to the list",
            ])
        #expect(lines.allSatisfy { $0.count <= 78 })
        #expect(delegate.reports == [.loaded])
    }

    @Test("Given an expired announcement without author, area or picture, then it says it expired and leaves out what it lacks")
    func rendersAnExpiredOne() {
        scene.show(
            NewsDetailViewModel(
                title: "Untitled announcement", validFrom: "Monday 20 July 00:00 CEST",
                validUntil: "Wednesday 19 August 09:00 CEST",
                status: "Expired", lastChanged: "Wednesday 19 August 07:00 CEST",
                content: RichText(plain: "This announcement has no text.")))

        #expect(
            scene.render() == [
                "Untitled announcement",
                "Expired",
                "",
                "Shown from:    Monday 20 July 00:00 CEST",
                "Shown until:   Wednesday 19 August 09:00 CEST",
                "Last changed:  Wednesday 19 August 07:00 CEST",
                "",
                "This announcement has no text.",
                "",
                "`back` returns to the list",
            ])
    }

    @Test("Given an announcement that is not in the convention, then it says so; before the first show it is loading")
    func rendersUnavailable() {
        let unloaded = ConsoleNewsDetailScene(screen: output.makeScreen())
        #expect(unloaded.render() == ["Announcement", "Loading…"])

        scene.showUnavailable("This announcement is not in this convention.")

        #expect(
            scene.render() == [
                "Announcement unavailable",
                "This announcement is not in this convention.",
                "`back` returns to the list",
            ])
    }

    @Test("Given the read mark could not be saved, then the error goes to standard error and the page stays")
    func error() {
        scene.show(Self.welcome)

        scene.showError("The read mark could not be saved: disk full.")

        #expect(output.errors == "The read mark could not be saved: disk full.\n")
        #expect(scene.render().first == "Welcome!")
        #expect(throws: ConsoleCommandError.notAvailableHere(command: "favourite")) { try scene.perform("favourite") }
    }

    @Test(
        "Given an announcement with a link and a refused one, when `open N` is given, then the first is reported and the others are errors"
    )
    func opensLinks() throws {
        scene.show(Self.welcome)

        try scene.perform("open 1")

        #expect(delegate.reports == [.selectedLink(0)])
        #expect(
            throws: ConsoleCommandError.linkNotFollowed(
                name: "click", reason: "not opened: javascript: links are not followed")
        ) { try scene.perform("open 2") }
        #expect(throws: ConsoleCommandError.noSuchLink(number: 3, count: 2)) { try scene.perform("open 3") }
    }
}
