import ConbookCore
import ConbookModuleKit
import ConbookWeb

/// Writes a web scene's page and posts its forms, as the server would, for a scene test.
@MainActor
struct WebSceneHarness {
    /// The form token the pages carry.
    static let formToken = "test-form-token"

    let notices = WebNotices()
    let pictures = WebPictureShelf()
    let language: Language

    init(language: Language = .english) {
        self.language = language
    }

    /// The factory of scenes in the harness's language.
    var factory: WebSceneFactory { WebSceneFactory(language: language, notices: notices) }

    /// The scene's page, parsed, with its title.
    func page(of scene: some WebScene) -> (title: String, page: ParsedPage, html: String) {
        let context = WebPageContext(
            language: language, address: scene.address, formToken: Self.formToken, pictures: pictures)
        let content = scene.page(in: context)
        let html = HTML.element(.main, [], content.body).rendered
        return (content.title, ParsedPage(html), html)
    }

    /// Posts a form of the page as the browser would send it.
    func post(_ form: ParsedForm, to scene: some WebScene) throws(WebFormError) {
        var fields = form.fields.map { (name: $0.key, value: $0.value) }
        fields.removeAll { $0.name == WebForm.actionField }
        try scene.act(on: WebForm(action: form.action ?? "", fields: fields))
    }
}
