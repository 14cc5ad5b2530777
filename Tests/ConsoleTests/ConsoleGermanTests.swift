import ConbookConsole
import ConbookCore
import ConbookDirector
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Console in German")
struct ConsoleGermanTests {
    @Test(
        "Given the console's catalogues, when English and German are compared, then every key has a German text with the same placeholders"
    )
    func cataloguesAgree() {
        #expect(TextCatalogue.differences(ConsoleTexts.english, ConsoleTexts.german) == [])
        #expect(ConsoleText.allCases.filter { ConsoleTexts.german.template(of: $0) == nil } == [])
        #expect(ConsoleTexts.catalogue(for: .german).language == .german)
    }

    @Test(
        "Given each console scene's own catalogues, when English and German are compared, then every key has a German text with the same placeholders"
    )
    func sceneCataloguesAgree() {
        for sceneType in ConsoleSceneFactory.sceneTypes {
            #expect(sceneType.languageDifferences == [], "\(sceneType)")
            #expect(Self.keysWithoutGerman(of: sceneType) == [], "\(sceneType)")
        }
    }

    @Test(
        "Given a German session, when the sections show, then the bar has the German titles and `tab schedule` and `tab programm` both open the Programm"
    )
    func sectionBarAndTabInBothLanguages() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext(language: .german))

        let outcome = await app.run(["tab schedule", "tab news", "tab programm"])

        #expect(!outcome.hasFailures)
        let bySchedule = app.screen(after: "tab schedule")
        let byProgramm = app.screen(after: "tab programm")
        #expect(bySchedule.first?.contains("[Programm]") == true)
        #expect(bySchedule.first?.contains("Neuigkeiten") == true)
        #expect(bySchedule.contains { $0.hasPrefix("Programm: ") })
        #expect(bySchedule.contains("Filter: keine"))
        #expect(byProgramm.first == bySchedule.first)
    }

    @Test(
        "Given a German session, when `help` is given on the Programm, then the headings and explanations are German and the command words English"
    )
    func helpInGerman() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext(language: .german))

        _ = await app.run(["tab programm", "help"])

        let help = app.screen(after: "help")
        let text = Self.flowing(help)
        #expect(help.first == "Befehle (einer pro Zeile; Zeilen, die mit # beginnen, werden ignoriert):")
        #expect(help.contains { $0.hasPrefix("  tab NAME") && $0.contains("wechselt zu einem Bereich: Neuigkeiten") })
        #expect(help.contains { $0.hasPrefix("  quit") && $0.contains("beendet die Sitzung") })
        #expect(help.contains("Auf der Programmseite:"))
        #expect(text.contains("next zeigt die nächste Seite des Programms (`more` geht auch)"))
        #expect(text.contains("select N öffnet die N-te Veranstaltung der Liste (auch einfach `N`)"))
        #expect(text.contains("filter track NAME listet nur einen Themenbereich"))
    }

    @Test("Given a German session, when commands fail, then the errors are German and name the line")
    func commandErrorsInGerman() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext(language: .german))

        let outcome = await app.run(["frobnicate", "tab schedule", "day 9", "filter room pool", "page 2", "tab"])

        #expect(outcome.failedCommandCount == 5)
        #expect(
            app.output.errors.split(separator: "\n") == [
                "Zeile 1: Unbekannter Befehl „frobnicate“. Gib `help` ein, um die Befehle aufzulisten.",
                "Zeile 3: Es gibt keinen Tag 9; wähle eine Zahl von 1 bis 3.",
                "Zeile 4: Nichts passt zu „pool“ (Raum). Räume zur Auswahl: Main Stage — Hall A, Panel Room.",
                "Zeile 5: Es gibt nur eine Seite.",
                "Zeile 6: `tab` erwartet den Namen eines Bereichs, z. B. `tab schedule`.",
            ])
    }

    @Test(
        "Given a German session on the News, when `back` or another page's command is given, then the errors name the sections by their German titles"
    )
    func worksInAnotherSectionInGerman() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext(language: .german))

        _ = await app.run(["back", "day 1", "map", "search art", "tab händler"])

        #expect(
            app.output.errors.split(separator: "\n") == [
                "Zeile 1: Hier geht es nicht weiter zurück: Dies ist die erste Seite im Bereich Neuigkeiten.",
                "Zeile 2: `day` funktioniert im Bereich Programm: erst `tab programm` eingeben.",
                "Zeile 3: `map` funktioniert hier nicht, sondern auf der Seite einer Veranstaltung.",
                "Zeile 4: `search` funktioniert in den Bereichen Programm, Personen, Händler, Wissen, Fundbüro und Artist Alley: "
                    + "erst `tab programm`, `tab personen`, `tab händler`, `tab wissen`, `tab fundbüro` oder `tab artist alley` eingeben.",
            ])
        #expect(app.screen(after: "tab händler").contains { $0.hasPrefix("Händler: ") })
    }

    @Test(
        "Given a German session, when an event is opened from the Programm, then its facts and hints are German and `help` says where commands go back to"
    )
    func eventPageInGerman() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext(language: .german))

        let outcome = await app.run(["tab programm", "select 1", "help"])

        #expect(!outcome.hasFailures)
        let event = app.scene(after: "select 1")
        #expect(event.contains { $0.hasPrefix("Wann:") })
        #expect(event.contains { $0.hasPrefix("Wo:") })
        #expect(event.contains { $0.hasPrefix("Themenbereich:") })
        #expect(event.contains { $0.hasPrefix("Favorit:") && $0.hasSuffix("nein") })
        #expect(event.contains("`favourite` setzt oder entfernt den Favoriten · `back` führt zurück zur Liste"))
        let help = app.screen(after: "help")
        #expect(help.contains("Auf der Seite einer Veranstaltung:"))
        #expect(help.contains("Nach dem Zurückgehen auf der Programmseite:"))
    }

    @Test(
        "Given a German script, when `login` shows the address and the browser's address is pasted, then the page and the question are German, and a personal page that cannot open says why in German"
    )
    func loginInGerman() async throws {
        let core = try ConbookTestContext(language: .german)
        try #require(core.attendeeAPI?.identityProvider).setRedirect(.pastedOnly)
        let app = ConsoleAppHarness(core: core)

        let outcome = await app.run([
            "tab messages", "login", StubIdentityProvider.redirectAddress, "collect", "open",
        ])

        #expect(outcome.failedCommandCount == 1)
        let login = app.screen(after: "login")
        #expect(login.contains("Öffne diese Adresse in einem Browser und melde dich dort an:"))
        #expect(login.contains(StubIdentityProvider.authorizationAddress))
        #expect(
            login.contains(
                "Adresse, auf der der Browser endete (oder Enter, wenn fertig, `cancel` zum Abbrechen): "
                    + StubIdentityProvider.redirectAddress))
        #expect(app.output.outputLines.contains { $0.hasPrefix("  [1] neu ") })
        #expect(app.scene(after: "collect").contains("`open` öffnet das Spiel im Browser · `back` führt zurück"))
        #expect(
            app.output.errors.hasPrefix(
                "Zeile 5: Die Seite ließ sich hier nicht öffnen: Nichts kann sie an einen Browser übergeben. "))
        #expect(!app.output.errors.contains(SampleAttendee.token.secret))
    }

    @Test(
        "Given `conbook --help` in German, when the catalogue is written, then its headings are German, no line is wider and the words stay English"
    )
    func commandCatalogueInGerman() {
        let text = ConsoleCommandCatalogue.text(width: 79, language: .german)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)

        #expect(lines.first == "Befehle (einer pro Zeile; Zeilen, die mit # beginnen, werden ignoriert):")
        #expect(lines.contains("Auf der Händlerseite:"))
        #expect(lines.contains { $0.hasPrefix("  filter category NAME") && $0.contains("schaltet eine Kategorie aus") })
        #expect(lines.allSatisfy { $0.count <= 79 })
        #expect(ConsoleCommandCatalogue.text(width: 79) == ConsoleCommandCatalogue.text(width: 79, language: .english))
    }

    @Test("Given a German screen at a terminal, when a download reports its bytes, then the sizes are German")
    func progressBarInGerman() {
        let output = CapturingConsoleOutput()
        let screen = ConsoleScreen(output: output, progressDisplay: .inPlace, language: .german)

        screen.showProgress("Convention wird heruntergeladen (0/3)…", receivedBytes: 420_000, expectedBytes: 1_000_000)

        #expect(output.output.contains("[########------------] 42% · 420,0 KB von 1,0 MB"))
    }

    @Test("Given a picture that is not shown, when described in German, then the sentence and the bytes are German")
    func pictureInGerman() {
        let picture = ConsolePicture(bytes: Array(repeating: 0, count: 1_234), describedAs: "")

        #expect(picture.text(in: ConsoleTexts.german).hasPrefix("Bild (1.234 Bytes, nicht angezeigt)."))
        #expect(picture.text.hasPrefix("Picture (1,234 bytes, not shown)."))
    }

    /// The keys of a scene's own words that its German catalogue has no text for.
    private static func keysWithoutGerman<SceneType: ConsoleScene>(of _: SceneType.Type) -> [String] {
        SceneType.Texts.Key.allCases.filter { SceneType.Texts.german.template(of: $0) == nil }.map(\.rawValue)
    }

    /// Help lines as one text, wrapped lines joined and runs of spaces made one.
    private static func flowing(_ lines: [String]) -> String {
        lines.joined(separator: " ").split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
