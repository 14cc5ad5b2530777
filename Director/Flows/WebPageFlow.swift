import ConbookCore
import ConbookModuleKit
import ConbookWebPage

/// Route: a link outside the convention (a web page, a mail address, a phone number) opens as a
/// web page scene on top of the selected section's stack.
@MainActor
final class WebPageFlow {
    private let sceneFactory: any WebPageSceneFactory
    private unowned let navigator: any Navigator
    private let texts: TextCatalogue<ModuleText>

    init(sceneFactory: any WebPageSceneFactory, navigator: any Navigator, texts: TextCatalogue<ModuleText>) {
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.texts = texts
    }

    /// Opens a page; a link that is no page, mail address or phone number opens nothing.
    func showPage(_ destination: ContentLink, named name: String) {
        let scene = sceneFactory.makeWebPageScene()
        guard WebPageModuleBuilder(language: texts.language).build(scene: scene, destination: destination, named: name) else {
            return
        }
        navigator.push(scene)
    }
}
