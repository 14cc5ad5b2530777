public import ConbookCore
import ConbookModuleKit

/// Composes the web page module for a link outside the convention.
@MainActor
public struct WebPageModuleBuilder {
    private let language: Language

    /// Creates a builder whose texts are in a language (`conbook.language`; English when not given).
    public init(language: Language = .english) {
        self.language = language
    }

    /// Attaches a presenter for the link to the scene; the scene keeps it alive. Returns false, and
    /// attaches nothing, for a link that is not a web page, mail address or phone number.
    @discardableResult
    public func build(scene: any WebPageScene, destination: ContentLink, named name: String) -> Bool {
        let texts = ModuleWords(WebPageTexts.self, language: language, actions: scene.actionWording(in: language))
        guard let viewModel = WebPageInteractor(texts: texts).viewModel(for: destination, named: name) else { return false }
        let presenter = WebPagePresenter(scene: scene, viewModel: viewModel)
        scene.setDelegate(presenter)
        return true
    }
}
