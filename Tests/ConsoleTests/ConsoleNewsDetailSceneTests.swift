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
        content: RichText([.paragraph([
            .text("Registration opens at "), .emphasis([.text("9:00")]), .text("; see the "),
            .link([.text("map")], destination: "https://convention.example/map"), .text("."),
        ])]),
        picture: PictureViewModel(bytes: nil, width: 800, height: 600, description: "800 × 600 PNG"))

    init() {
        scene = ConsoleNewsDetailScene(screen: output.makeScreen())
        scene.setDelegate(delegate)
    }

    @Test("Given an announcement, when the scene appears and renders, then it reports it loaded, and its headline, who, when it is shown, its picture and its text with numbered links show")
    func rendersTheAnnouncement() {
        scene.appear()
        scene.show(Self.welcome)

        let lines = scene.render()

        #expect(lines == [
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
            "[1] https://convention.example/map",
            "",
            "`back` returns to the list",
        ])
        #expect(lines.allSatisfy { $0.count <= 78 })
        #expect(delegate.reports == [.loaded])
    }

    @Test("Given an expired announcement without author, area or picture, then it says it expired and leaves out what it lacks")
    func rendersAnExpiredOne() {
        scene.show(NewsDetailViewModel(
            title: "Untitled announcement", validFrom: "Monday 20 July 00:00 CEST", validUntil: "Wednesday 19 August 09:00 CEST",
            status: "Expired", lastChanged: "Wednesday 19 August 07:00 CEST",
            content: RichText(plain: "This announcement has no text.")))

        #expect(scene.render() == [
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

        #expect(scene.render() == [
            "Announcement unavailable",
            "This announcement is not in this convention.",
            "`back` returns to the list",
        ])
    }

    @Test("Given the read mark could not be saved, then the error goes to standard error and the page stays; the page takes no command of its own")
    func errorAndNoCommands() {
        scene.show(Self.welcome)

        scene.showError("The read mark could not be saved: disk full.")

        #expect(output.errors == "The read mark could not be saved: disk full.\n")
        #expect(scene.render().first == "Welcome!")
        #expect(ConsoleNewsDetailScene.commands.isEmpty)
        #expect(throws: ConsoleCommandError.notAvailableHere(command: "favourite")) { try scene.perform("favourite") }
    }
}
