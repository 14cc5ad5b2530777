import ConbookCore
import ConbookDirector
import ConbookModuleKit

/// The frame of every page of the guide: the sections and the public menu scenes as links, "My
/// schedule" and a search, and, in the `html` element, the words and facts its script reads (the
/// convention, whether it is a static copy). The script is a file of the
/// guide's own, so `script-src 'self'` holds; without it every page still works, the picks as an
/// address.
@MainActor
struct WebGuideFrame {
    let conbook: Conbook
    let sections: [Session.ShownSection]
    let selectedSection: Int?
    let isStatic: Bool

    /// The whole page of a scene's content (or of the guide's own), with what the scene had to say.
    func page(_ content: WebPageContent, notices: [WebNotices.Notice] = []) -> HTML {
        let language = conbook.language
        let texts = WebTexts.catalogue(for: language)
        let words = WebGuideTexts.catalogue(for: language)
        let sectionLinks = sections.enumerated().map { index, section in
            let current: [HTMLAttribute] = index == selectedSection ? [.ariaCurrentPage] : []
            return HTML.element(.li, [], [.element(.a, [.href(.section(section.name))] + current, [.text(section.title)])])
        }
        let menuLinks =
            [HTML.element(.li, [], [.element(.a, [.href(WebGuide.picksAddress), .id("guide-picks")], [.text(words(.myPicks))])])]
            + WebSceneFactory.menuScenes(for: .everyone).map { menuScene in
                HTML.element(
                    .li, [], [.element(.a, [.href(.page(menuScene.word))], [.text(WebPageFrame.name(of: menuScene, in: texts))])])
            }
        let header = HTML.element(
            .header, [],
            [
                .element(.p, [.class("site")], [.element(.a, [.href(.page())], [.text(siteName)])]),
                .element(.nav, [.ariaLabel(texts(.sectionsLabel))], [.element(.ul, [.class("tabs")], sectionLinks)]),
                .element(.nav, [.ariaLabel(texts(.menuLabel))], [.element(.ul, [.class("menu")], menuLinks)]),
                search(words),
            ])
        let shown = notices.map { notice in
            HTML.element(
                .p, [.class(notice.isProblem ? "notice problem" : "notice"), .role(notice.isProblem ? "alert" : "status")],
                [.text(notice.text)])
        }
        let changed = HTML.element(
            .p, [.class("notice"), .role("status"), .id("guide-changed"), .hidden],
            [.element(.a, [.href(.section("Changes"))], [.text(words(.changedSinceVisit))])])
        let main = HTML.element(
            .main, [.id("content")], [changed] + shown + [.element(.h1, [], [.text(content.title)])] + content.body)
        return HTMLPage.document(
            language: language.rawValue, title: content.title + " · " + siteName, styleSheet: WebAssets.styleSheetAddress,
            head: [
                .element(.link, [.rel("manifest"), .href(WebGuideFiles.manifestAddress)]),
                .element(.script, [.src(WebGuideFiles.scriptAddress), .deferred]),
            ],
            attributes: scriptFacts(words),
            body: [
                .element(
                    .a, [.href(WebAddress.page().with(fragment: "content")), .class("skip")], [.text(texts(.skipToContent))]),
                header, main,
            ])
    }

    /// The frame of a page without notices, written once with the places of the title and the
    /// content: the pages of a static copy in one section differ only in those.
    struct Template {
        /// The markup before the title in the head, up to the heading's title, after it, and after
        /// the content.
        fileprivate let pieces: [HTML]
    }

    /// This frame as a template; nil if its own texts hold a slot's marker (then pages are written
    /// whole).
    func template() -> Template? {
        let document = page(WebPageContent(title: Self.titleSlot, body: [.text(Self.contentSlot)]))
        guard let parts = document.split(at: .text(Self.titleSlot)), parts.count == 3,
            let ends = parts[2].split(at: .text(Self.contentSlot)), ends.count == 2
        else { return nil }
        return Template(pieces: [parts[0], parts[1], ends[0], ends[1]])
    }

    /// The whole page of a scene's content in a template of this frame: as `page(_:)` writes it.
    func page(_ content: WebPageContent, in template: Template) -> HTML {
        let title = HTML.text(content.title)
        let pieces = template.pieces
        return .joined([pieces[0], title, pieces[1], title, pieces[2]] + content.body + [pieces[3]])
    }

    /// What tells apart the frames of one visit's pages (its sections are the same for all).
    var templateKey: String {
        "\(selectedSection ?? -1) \(isStatic) \(siteName)"
    }

    private static let titleSlot = "\u{E000}conbook-title\u{E000}"
    private static let contentSlot = "\u{E000}conbook-content\u{E000}"

    /// The search of every page: the schedule's, by the guide's address (`/schedule?do=search`,
    /// which leads to the schedule's search step), or, in a static copy, the offline search page.
    private func search(_ words: TextCatalogue<WebGuideTexts.Key>) -> HTML {
        let field = "guide-search"
        let hidden: [HTML] =
            isStatic
            ? [] : [.element(.input, [.type("hidden"), .name(WebPageContext.guideActionField), .value("search")])]
        return .element(
            .form, [.methodGet, .action(isStatic ? WebGuide.searchAddress : .section("Schedule")), .role("search")],
            hidden + [
                .element(.label, [.for(field), .class("visually-hidden")], [.text(words(.searchLabel))]),
                .element(.input, [.type("search"), .id(field), .name(isStatic ? "q" : "query"), .maxLength(200)]),
                .element(.button, [.type("submit")], [.text(words(.searchButton))]),
            ])
    }

    /// What the script reads: the words of its buttons, the convention and whether the page is a
    /// static copy. The content's revision is not among them: it is a file of its own
    /// (`/guide-revision.json`), so that a sync changes no page, nor its tag, that shows nothing new.
    private func scriptFacts(_ words: TextCatalogue<WebGuideTexts.Key>) -> [HTMLAttribute] {
        [
            .data("guide", isStatic ? "static" : "served"),
            .data("convention", conbook.conventionIdentifier?.rawValue ?? ""),
            .data("word-pick", words(.pick)),
            .data("word-picked", words(.picked)),
            .data("word-pick-label", words(.pickLabel, ["title": "{title}"])),
            .data("word-none", words(.picksNone)),
            .data("word-calendar", words(.picksCalendar)),
            .data("word-share", words(.picksShare)),
            .data("word-add-shared", words(.picksAddShared)),
            .data("word-results", words(.searchResults, ["count": "{count}"])),
            .data("word-no-results", words(.searchNone)),
            .data("word-running", words(.nowRunning)),
            .data("word-upcoming", words(.nowUpcoming)),
            .data("word-nothing-on", words(.nowNothing)),
        ]
    }

    private var siteName: String {
        conbook.details?.title ?? conbook.conventionIdentifier?.rawValue ?? "Conbook"
    }
}
