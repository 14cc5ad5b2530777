import ConbookCore
import ConbookDirector
import ConbookModuleKit

/// The frame every page shares: a link past the navigation, the sections as tabs (the current one
/// marked), the menu's scenes, what the person's scenes have to tell them (once), a link back to
/// the page below in the section, and the scene's page under its heading in `main`.
@MainActor
struct WebPageFrame {
    let conbook: Conbook
    let browser: WebBrowserSession

    /// The whole page of a scene's content (nil scene: a page of the server's own, e.g. 404).
    func page(_ content: WebPageContent, of scene: (any WebScene)?) -> HTML {
        let language = conbook.language
        let texts = WebTexts.catalogue(for: language)
        let session = browser.session
        let sectionLinks = session.sections.enumerated().map { index, section in
            let current: [HTMLAttribute] = index == session.selectedSectionIndex ? [.ariaCurrentPage] : []
            return HTML.element(.li, [], [.element(.a, [.href(.section(section.name))] + current, [.text(section.title)])])
        }
        let menuLinks =
            session.sections.isEmpty
            ? []
            : WebSceneFactory.menuScenes.map { menuScene in
                HTML.element(
                    .li, [], [.element(.a, [.href(.page(menuScene.word))], [.text(Self.name(of: menuScene, in: texts))])])
            } + [.element(.li, [], [.element(.a, [.href(WebSharePage.address)], [.text(texts(.menuShare))])])]
        let navigation: [HTML] =
            sectionLinks.isEmpty
            ? []
            : [
                .element(.nav, [.ariaLabel(texts(.sectionsLabel))], [.element(.ul, [.class("tabs")], sectionLinks)]),
                .element(.nav, [.ariaLabel(texts(.menuLabel))], [.element(.ul, [.class("menu")], menuLinks)]),
            ]
        let header = HTML.element(
            .header, [],
            [.element(.p, [.class("site")], [.element(.a, [.href(.page())], [.text(siteName)])])] + navigation)
        let notices = browser.notices.takeAll().map { notice in
            HTML.element(
                .p, [.class(notice.isProblem ? "notice problem" : "notice"), .role(notice.isProblem ? "alert" : "status")],
                [.text(notice.text)])
        }
        let below = session.visibleStack.dropLast().last as? any WebScene
        let back: [HTML] =
            scene != nil && session.visibleScene === scene && below != nil
            ? [.element(.p, [.class("back")], [.element(.a, [.href(below!.address)], [.text("← " + texts(.back))])])] : []
        let main = HTML.element(
            .main, [.id("content")], notices + back + [.element(.h1, [], [.text(content.title)])] + content.body)
        return HTMLPage.document(
            language: language.rawValue, title: content.title + " · " + siteName, styleSheet: WebAssets.styleSheetAddress,
            body: [
                .element(
                    .a, [.href(WebAddress.page().with(fragment: "content")), .class("skip")], [.text(texts(.skipToContent))]),
                header, main,
            ])
    }

    /// A page refusing a request before any session (a browser not paired).
    static func refusal(title: String, text: String, language: Language) -> HTML {
        HTMLPage.document(
            language: language.rawValue, title: title, styleSheet: WebAssets.styleSheetAddress,
            body: [.element(.main, [.id("content")], [.element(.h1, [], [.text(title)]), .element(.p, [], [.text(text)])])])
    }

    private var siteName: String {
        conbook.details?.title ?? conbook.conventionIdentifier?.rawValue ?? "Conbook"
    }

    static func name(of menuScene: MenuScene, in texts: TextCatalogue<WebText>) -> String {
        let names: [String: WebText] = [
            "about": .menuAbout, "settings": .menuSettings, "collect": .menuCollect, "timetable": .menuTimetable,
            "free": .menuFree, "now": .menuNow, "login": .menuLogin, "pass": .menuPass,
        ]
        return names[menuScene.word].map { texts($0) } ?? menuScene.summary(in: texts.language)
    }
}
