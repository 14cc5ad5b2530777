import ConbookCore
import ConbookDirector
import ConbookModuleKit

/// What a browser's request does in its session: a page asked for (GET) becomes the visible scene
/// (going back to it when it is still open, selecting its section, opening a menu scene or a
/// bookmarked page) and is written; a form posted (POST) goes to its page's scene and the browser
/// is sent to the page the action leads to.
@MainActor
struct WebRouter {
    /// Makes the context a scene's page is written in.
    typealias ContextMaker = (WebAddress, WebBrowserSession) -> WebPageContext

    // MARK: Pages

    func get(_ path: String, segments: [String], in browser: WebBrowserSession, context: ContextMaker) async -> WebResponse {
        let session = browser.session
        guard !session.sections.isEmpty else {
            // One scene alone (the first download, the introduction): it, whatever is asked.
            guard let visible = browser.visibleScene else { return notFound(in: browser) }
            return visible.address.path == path ? page(of: visible, in: browser, context: context) : .seeOther(visible.address)
        }
        if path == "/" {
            return .seeOther(browser.visibleScene?.address ?? .section(session.sections[0].name))
        }
        if let found = browser.scene(at: path) {
            if let section = found.section { session.selectSection(at: section) }
            session.goBack(to: found.scene)
            await settle()
            return pageOrRedirect(path, in: browser, context: context)
        }
        if let index = session.sections.firstIndex(where: { WebAddress.section($0.name).path == path }) {
            session.selectSection(at: index)
            if let root = session.stacks[index].first { session.goBack(to: root) }
            await settle()
            return pageOrRedirect(path, in: browser, context: context)
        }
        if let menuScene = WebSceneFactory.menuScenes.first(where: { WebAddress.page($0.word).path == path }) {
            guard browser.director.show(menuScene) else { return notFound(in: browser) }
            await settle()
            return pageOrRedirect(path, in: browser, context: context)
        }
        if path == WebSharePage.address.path {
            return sharePage(in: browser, context: context)
        }
        if let bookmark = Self.bookmark(of: segments) {
            guard browser.director.open(bookmark) else { return notFound(in: browser) }
            await settle()
            return pageOrRedirect(path, in: browser, context: context)
        }
        if let wasAlone = browser.shownBefore(path), let visible = browser.visibleScene {
            // A page shown before and closed since (Back to it, a reload): the page shown now,
            // saying why, unless it was shown alone (the first download, which the content replaced).
            if !wasAlone { browser.notices.reportProblem(WebTexts.catalogue(for: browser.conbook.language)(.pageNotOpen)) }
            return .seeOther(visible.address)
        }
        return notFound(in: browser)
    }

    // MARK: Forms

    func post(
        _ request: WebRequest, host: String, path: String, in browser: WebBrowserSession, context: ContextMaker
    ) async -> WebResponse {
        let texts = WebTexts.catalogue(for: browser.conbook.language)
        guard Self.isSameOrigin(request, host: host) else {
            browser.notices.reportProblem(texts(.crossSiteForm))
            return visiblePage(in: browser, status: 403, context: context)
        }
        guard let (fields, files) = Self.formContent(of: request) else {
            browser.notices.reportProblem(WebFormError.malformedField(WebForm.actionField).message(in: browser.conbook.language))
            return visiblePage(in: browser, status: 400, context: context)
        }
        guard let token = fields.first(where: { $0.name == WebPageContext.formTokenField })?.value,
            WebSecret.matches(token, browser.formToken)
        else {
            browser.notices.reportProblem(texts(.crossSiteForm))
            return visiblePage(in: browser, status: 403, context: context)
        }
        let session = browser.session
        guard let action = fields.first(where: { $0.name == WebForm.actionField })?.value else {
            browser.notices.reportProblem(WebFormError.missingField(WebForm.actionField).message(in: browser.conbook.language))
            return visiblePage(in: browser, status: 400, context: context)
        }
        if path == WebSharePage.address.path, !session.sections.isEmpty {
            return await openFriendsCode(fields, in: browser, context: context)
        }
        guard let target = browser.scene(at: path) else {
            browser.notices.reportProblem(texts(.pageNotOpen))
            return .seeOther(browser.visibleScene?.address ?? .page())
        }
        let form = WebForm(
            action: action,
            fields: fields.filter { $0.name != WebForm.actionField && $0.name != WebPageContext.formTokenField }, files: files)
        if let section = target.section, section != session.selectedSectionIndex { session.selectSection(at: section) }
        do {
            try session.act(on: target.scene) { () throws(WebFormError) in try target.scene.act(on: form) }
        } catch {
            browser.notices.reportProblem(error.message(in: browser.conbook.language))
            return page(of: target.scene, in: browser, status: 400, context: context)
        }
        await settle()
        if let departure = target.scene.takeDeparture() { return .seeOther(departure) }
        return .seeOther(browser.visibleScene?.address ?? target.scene.address)
    }

    // MARK: Addresses

    /// The server's page a link leads to, if it has one.
    static func address(of destination: ContentLink) -> WebAddress? {
        switch destination {
        case .event(let id): .page("events", id.rawValue)
        case .dealer(let id): .page("dealers", id.rawValue)
        case .knowledgeEntry(let id): .page("knowledge", id.rawValue)
        case .knowledgeGroups: .section("Knowledge")
        case .room, .mapEntry, .webPage, .mail, .phone, .refused: nil
        }
    }

    /// The bookmarked page an address names, if any: `/events/ID`, `/dealers/ID`, `/people/NAME`,
    /// `/knowledge/ID`, `/maps/ID`.
    static func bookmark(of segments: [String]) -> BookmarkedPage? {
        guard segments.count == 2, !segments[1].isEmpty else { return nil }
        let id = segments[1]
        return switch segments[0] {
        case "events": .event(Event.ID(id))
        case "dealers": .dealer(Dealer.ID(id))
        case "people": .person(named: id)
        case "knowledge": .knowledgeEntry(KnowledgeEntry.ID(id))
        case "maps": .map(ConventionMap.ID(id))
        default: nil
        }
    }

    /// Whether a POST comes from a page of this server: its `Origin` is this server's; where a
    /// browser sends `Origin: null` (as it does for a form under `Referrer-Policy: no-referrer`)
    /// or none, its `Sec-Fetch-Site` says `same-origin`.
    static func isSameOrigin(_ request: WebRequest, host: String) -> Bool {
        if let origin = request.header("origin")?.lowercased(), origin != "null" {
            return origin == "http://" + host
        }
        return request.header("sec-fetch-site")?.lowercased() == "same-origin"
    }

    /// The fields and files a form sent, as `application/x-www-form-urlencoded` (a body up to
    /// `WebServerConfiguration.maximumBodySize`) or `multipart/form-data` (a form with a file, up to
    /// `maximumUploadSize`, checked by the application); nil for another type or a malformed body.
    private static func formContent(
        of request: WebRequest
    ) -> (fields: [(name: String, value: String)], files: [String: WebForm.File])? {
        guard let type = request.header("content-type") else { return request.body.isEmpty ? ([], [:]) : nil }
        if let boundary = WebMultipartBody.boundary(ofContentType: type) {
            return WebMultipartBody.form(of: request.body, boundary: boundary).map { ($0.fields, $0.files) }
        }
        guard type.lowercased().split(separator: ";").first?.trimmingSpaces == "application/x-www-form-urlencoded" else {
            return nil
        }
        return WebFormBody.fields(of: request.body).map { ($0, [:]) }
    }

    // MARK: Writing pages

    /// Lets what an action or a navigation started (presenters' tasks on the main actor) take its
    /// turn, so the page shows its outcome; a sync under way shows as its status, not waited for.
    private func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    private func pageOrRedirect(_ path: String, in browser: WebBrowserSession, context: ContextMaker) -> WebResponse {
        guard let visible = browser.visibleScene else { return notFound(in: browser) }
        return visible.address.path == path ? page(of: visible, in: browser, context: context) : .seeOther(visible.address)
    }

    private func visiblePage(in browser: WebBrowserSession, status: Int, context: ContextMaker) -> WebResponse {
        guard let visible = browser.visibleScene else { return notFound(in: browser) }
        return page(of: visible, in: browser, status: status, context: context)
    }

    private func page(
        of scene: any WebScene, in browser: WebBrowserSession, status: Int = 200, context: ContextMaker
    ) -> WebResponse {
        let content = scene.page(in: context(scene.address, browser))
        browser.remember(scene.address.path, alone: browser.session.sections.isEmpty)
        var response = WebResponse.page(
            WebPageFrame(conbook: browser.conbook, browser: browser).page(content, of: scene), status: status)
        if let seconds = content.reloadAfterSeconds { response.headers.append(("Refresh", "\(seconds)")) }
        return response
    }

    private func sharePage(in browser: WebBrowserSession, status: Int = 200, context: ContextMaker) -> WebResponse {
        let content = WebSharePage(conbook: browser.conbook).content(in: context(WebSharePage.address, browser))
        browser.remember(WebSharePage.address.path, alone: false)
        return .page(WebPageFrame(conbook: browser.conbook, browser: browser).page(content, of: nil), status: status)
    }

    /// A friend's code posted from the share page: their picks open on top of the section, or
    /// the page shows again with why not.
    private func openFriendsCode(
        _ fields: [(name: String, value: String)], in browser: WebBrowserSession, context: ContextMaker
    ) async -> WebResponse {
        let action = fields.first { $0.name == WebForm.actionField }?.value ?? ""
        guard action == WebSharePage.openAction, let code = fields.first(where: { $0.name == WebSharePage.codeField })?.value
        else {
            let error: WebFormError =
                action == WebSharePage.openAction ? .missingField(WebSharePage.codeField) : .unknownAction(action)
            browser.notices.reportProblem(error.message(in: browser.conbook.language))
            return sharePage(in: browser, status: 400, context: context)
        }
        if let refusal = WebSharePage(conbook: browser.conbook).open(code, with: browser.director) {
            browser.notices.reportProblem(refusal)
            return sharePage(in: browser, status: 400, context: context)
        }
        await settle()
        return .seeOther(browser.visibleScene?.address ?? WebSharePage.address)
    }

    private func notFound(in browser: WebBrowserSession) -> WebResponse {
        let texts = WebTexts.catalogue(for: browser.conbook.language)
        let content = WebPageContent(title: texts(.notFoundTitle), body: [.element(.p, [], [.text(texts(.notFound))])])
        return .page(WebPageFrame(conbook: browser.conbook, browser: browser).page(content, of: nil), status: 404)
    }
}
