import ConbookCore
import ConbookModuleKit
import ConbookPass
import ConbookTesting
import Testing

/// A badge pass scene of a front end without commands: it words logging in as its button reads.
@MainActor
private final class ButtonPassScene: PassScene {
    private(set) var viewModel: PassViewModel?
    private(set) var languagesAsked: [Language] = []
    private var delegate: (any PassSceneDelegate)?

    func setDelegate(_ delegate: any PassSceneDelegate) {
        self.delegate = delegate
    }

    func show(_ viewModel: PassViewModel) {
        self.viewModel = viewModel
    }

    func actionWording(in language: Language) -> ActionWording {
        languagesAsked.append(language)
        return ActionWording { action in
            switch (action, language) {
            case (.logIn, .german): "Knopf „Anmelden“"
            case (.logIn, _): "the Sign in button"
            default: "another button"
            }
        }
    }

    func load() {
        delegate?.passSceneDidLoad()
    }
}

@MainActor
@Suite("Badge pass: the login prompt words logging in as the scene's front end does")
struct PassActionWordingTests {
    @Test(
        "Given the test kit's scene, which gives no wording of its own, when nobody is logged in, then the prompt says it in plain words"
    )
    func plainWording() throws {
        let core = try ConbookTestContext()
        let scene = CapturingPassScene()
        PassModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: CapturingPassModuleDelegate())
        scene.simulateSceneDidLoad()

        #expect(scene.viewModel?.obstacle == "Log in to see your badge pass (log in).")
    }

    @Test(
        "Given a front end that words logging in as its button, when nobody is logged in, then the prompt names the button, in the Core's language"
    )
    func frontEndsWording() throws {
        for (language, prompt) in [
            (Language.english, "Log in to see your badge pass (the Sign in button)."),
            (.german, "Melde dich an, um deinen Badge-Pass zu sehen (Knopf „Anmelden“)."),
        ] {
            let core = try ConbookTestContext(language: language)
            let scene = ButtonPassScene()
            PassModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: CapturingPassModuleDelegate())
            scene.load()

            #expect(scene.viewModel?.obstacle == prompt)
            #expect(scene.languagesAsked == [language])
        }
    }
}
