import ConbookConsole
import ConbookCore
import ConbookModuleKit
import ConbookPass
import ConbookTesting
import Testing

@MainActor
@Suite("The console words actions as its commands")
struct ConsoleActionWordingTests {
    let output = CapturingConsoleOutput()

    @Test("Given the console's wording, then each action is the command that does it, in each language's words around it")
    func commands() {
        let english = ActionWording.console(in: .english)
        #expect(english(.logIn) == "`login`")
        #expect(english(.logOut) == "`logout`")
        #expect(english(.refresh) == "`refresh`")
        #expect(english(.tryAgain) == "`refresh` tries again")
        #expect(english(.endSearch) == "`search` alone ends the search")
        #expect(english(.openMessages) == "`tab messages`")
        #expect(english(.askForTable) == "`register` asks for a table")
        #expect(english(.setReminderTime) == "`reminder N` sets N minutes")
        #expect(english(.setSyncInterval) == "`sync N` sets N minutes")
        #expect(english(.clearData) == "`clear`")
        #expect(english(.watchForChanges) == "`conbook watch`")
        #expect(english(.filterByFriend(name: "Alex")) == "`filter friend Alex`")
        #expect(english(.keepList(name: "Alex")) == "`keep Alex`")
        let german = ActionWording.console(in: .german)
        #expect(german(.logIn) == "`login`")
        #expect(german(.tryAgain) == "`refresh` versucht es erneut")
        #expect(german(.endSearch) == "`search` allein beendet die Suche")
        #expect(german(.setReminderTime) == "`reminder N` stellt N Minuten ein")
        #expect(german(.filterByFriend(name: "Alex")) == "`filter friend Alex`")
        for action in UserAction.placeholderActions + [.keepList(name: "Alex")] {
            #expect(german(action) != action.textKey, "no German words for \(action)")
        }
    }

    @Test(
        "Given the badge pass module built on a console scene, when nobody is logged in, then the prompt names `login`, where the test kit's scene says it in plain words"
    )
    func sceneWordsTheModulesText() throws {
        for (language, prompt) in [
            (Language.english, "  Log in to see your badge pass (`login`)."),
            (.german, "  Melde dich an, um deinen Badge-Pass zu sehen (`login`)."),
        ] {
            let core = try ConbookTestContext(language: language)
            let scene = ConsolePassScene(screen: output.makeScreen(language: language))
            PassModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: CapturingPassModuleDelegate())
            scene.appear()

            #expect(scene.render().contains(prompt))
        }
    }
}
