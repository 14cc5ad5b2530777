public import ConbookCore
import ConbookDirector
import ConbookICalendar
import ConbookIdentity
import ConbookModuleKit

/// The guide of one convention for everyone (`conbook serve --public`, `conbook site`): the same
/// pages as a session's, written for nobody in particular. There is no session and nothing a
/// visitor sends is kept: a page's address says everything it shows (a section, a bookmarked page,
/// and the steps taken on it, see `WebGuideAddress`), each page is written once per language and
/// kept until the content changes or its lifetime ends, and answers carry an `ETag`,
/// `Last-Modified` and `Cache-Control: public` so that a browser, proxy or CDN keeps them too
/// (`304 Not Modified` to a matching `If-None-Match`).
///
/// A visitor's picks live in their browser (the guide's script keeps them in local storage); the
/// address `/picks/ID,ID` lists picked events for anyone, and `/calendar.ics?ids=ID,ID` is their
/// iCalendar file.
@MainActor
public final class WebGuide: ConventionObserver {
    /// The first segment of a picks list's address (`/picks/ID,ID`).
    public static let picksSegment = "picks"
    /// The picks page of the script (`/picks`).
    public static let picksAddress = WebAddress.page(picksSegment)
    /// The offline search of a static copy.
    public static let searchAddress = WebAddress.page("search")
    /// The calendar file of picked events (`?ids=ID,ID`).
    public static let calendarAddress = WebAddress.page("calendar.ics")

    /// How often other programs' saves (a sync by `conbook sync`) are looked for.
    nonisolated static let catchUpInterval = Duration.seconds(1)

    private let conbook: Conbook
    private let cores: [Language: Conbook]
    /// The first language, and every language a Core speaks, for the threads answering kept pages.
    private nonisolated let firstLanguage: Language
    private nonisolated let spokenLanguages: Set<Language>
    private nonisolated let configuration: WebGuideConfiguration
    private let installation: (any InstallationFacts)?
    private nonisolated let now: @Sendable () -> Duration
    nonisolated let pictures = WebPictureShelf()
    private nonisolated let pages: WebGuidePageStore

    /// Creates the guide over the Core (which should keep no attendee's marks: `NoAttendeeStore`).
    /// - Parameters:
    ///   - conbook: the Core, in the guide's first language.
    ///   - otherLanguages: Cores over the same store in other languages; each browser gets the
    ///     first language of its `Accept-Language` that one of them speaks, else `conbook`'s.
    ///   - configuration: limits and lifetimes.
    ///   - installation: what About says of the installation.
    ///   - now: a monotonic clock, for pages' lifetimes.
    public init(
        conbook: Conbook, otherLanguages: [Conbook] = [], configuration: WebGuideConfiguration = WebGuideConfiguration(),
        installation: (any InstallationFacts)? = nil, now: @escaping @Sendable () -> Duration = WebApplication.monotonicNow
    ) {
        self.conbook = conbook
        cores = Dictionary(otherLanguages.map { ($0.language, $0) } + [(conbook.language, conbook)]) { $1 }
        firstLanguage = conbook.language
        spokenLanguages = Set(cores.keys)
        self.configuration = configuration
        self.installation = installation
        self.now = now
        pages = WebGuidePageStore(maximumBytes: configuration.maximumCachedBytes)
        for core in cores.values { core.addObserver(self) }
    }

    /// The content changed (a sync brought changes, pictures came): every page is written again
    /// when next asked for. While a sync runs, or when it failed, the pages kept stay: they show
    /// the last good content.
    public func conventionDidChange(_ change: ConventionChange) {
        switch change {
        case .contentUpdated, .imagesUpdated, .settingsChanged, .favouritesChanged, .hiddenItemsChanged,
            .friendsListsChanged:
            pages.removeAll()
        case .syncProgressed, .syncFinished, .readFailed, .announcementsRead, .accountChanged, .messagesUpdated:
            break
        }
    }

    /// How many pages are kept written, and their bytes.
    public var cachedPages: (count: Int, bytes: Int) { pages.usage }

    /// The answer to a request, with the security headers every answer carries.
    public func respond(to request: WebRequest) async -> WebResponse {
        catchUpIfDue()
        if let kept = keptAnswer(to: request) { return kept }
        return Self.sent(await answer(request), for: request)
    }

    /// The answer to a request for a page already written or a file every page uses (the style
    /// sheet, a picture), from any thread: nil when only the main actor can answer it (no page is
    /// kept for its address and language; a form's choice; anything but a plain `GET` or `HEAD`).
    ///
    /// The main actor is asked, and the kept page answers meanwhile, when a catch-up with other
    /// programs' saves is due, and when the page's lifetime ended: it is written again, and
    /// answered as it was until then (for at most another lifetime), so that visitors do not wait
    /// while the main actor is busy, e.g. with a sync.
    public nonisolated func keptAnswer(to request: WebRequest) -> WebResponse? {
        guard request.method == .get || request.method == .head, request.body.isEmpty,
            request.target.utf8.count <= configuration.maximumTargetLength
        else { return nil }
        if !request.query.isEmpty {
            guard let fields = WebFormBody.fields(of: request.query.utf8),
                !fields.contains(where: { $0.name == WebPageContext.guideActionField })
            else { return nil }
        }
        if request.target.hasPrefix("/style.css") || request.target.hasPrefix("/pictures/"),
            let segments = WebAddress.segments(of: request.path),
            let asset = WebAssets.answer(to: segments, request: request, pictures: pictures)
        {
            return Self.sent(asset, for: request)
        }
        let current = now()
        guard
            let kept = pages.page(
                Self.key(request.path, in: spokenLanguage(of: request)), at: current,
                lifetime: .seconds(configuration.pageLifetime))
        else { return nil }
        if pages.asksForCatchUp(at: current, interval: Self.catchUpInterval) {
            Task { @MainActor in self.catchUpIfDue() }
        }
        if kept.asksForRewrite {
            let plain = WebRequest(method: .get, target: request.target, headers: request.headers)
            Task { @MainActor in _ = await self.answer(plain) }
        }
        // Kept with the headers every answer carries, and its 304 made once.
        if let tag = kept.entry.tag, let asked = request.header("if-none-match"), WebResponse.names(tag, in: asked) {
            return kept.entry.notModified
        }
        guard request.method == .head else { return kept.entry.response }
        var head = kept.entry.response
        head.body = []
        return head
    }

    /// What another program stored (a sync by `conbook sync`, another language's Core) shows
    /// within a second; the check costs one query, not one per request.
    private func catchUpIfDue() {
        let current = now()
        guard pages.catchUpIsDue(at: current, interval: Self.catchUpInterval) else { return }
        pages.caughtUp(at: current)
        for other in cores.values { other.catchUpWithOtherPrograms() }
    }

    /// The key of a page kept: its language and path.
    private nonisolated static func key(_ path: String, in language: Language) -> String {
        language.rawValue + " " + path
    }

    /// An answer with the security headers every answer carries, and no body for `HEAD`.
    private nonisolated static func sent(_ answer: WebResponse, for request: WebRequest) -> WebResponse {
        var response = secured(answer)
        if request.method == .head { response.body = [] }
        return response
    }

    /// An answer with the security headers every answer carries.
    private nonisolated static func secured(_ answer: WebResponse) -> WebResponse {
        var response = answer
        response.headers += securityHeaders
        return response
    }

    private nonisolated static let securityHeaders: [(name: String, value: String)] = [
        (
            "Content-Security-Policy",
            "default-src 'self'; script-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'"
        ),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
    ]

    private func answer(_ request: WebRequest) async -> WebResponse {
        let texts = WebTexts.catalogue(for: conbook.language)
        guard request.target.utf8.count <= configuration.maximumTargetLength else {
            return .plain(texts(.badRequestTitle), status: 414)
        }
        switch request.method {
        case .get, .head: break
        case .post, .other:
            var refusal = WebResponse.plain(texts(.badRequestTitle), status: 405)
            refusal.headers.append(("Allow", "GET, HEAD"))
            return refusal
        }
        // Nothing a visitor sends is read, let alone kept.
        guard request.body.isEmpty else { return .plain(texts(.badRequestTitle), status: 413) }
        guard request.target.hasPrefix("/"), let segments = WebAddress.segments(of: request.path) else {
            return .plain(texts(.badRequestTitle), status: 400)
        }
        if let asset = WebAssets.answer(to: segments, request: request, pictures: pictures) { return asset }
        let core = language(of: request)
        if let file = WebGuideFiles.answer(to: segments, request: request, conbook: core) { return file }
        if segments == ["calendar.ics"] { return calendar(request, in: core) }
        guard let address = WebGuideAddress(segments: segments) else { return notFound(in: core) }
        if let fields = WebFormBody.fields(of: request.query.utf8),
            let action = fields.first(where: { $0.name == WebPageContext.guideActionField })?.value
        {
            // A GET form of a page: its choice becomes the address's next step.
            let step = WebGuideStep(action: action, fields: fields.filter { $0.name != WebPageContext.guideActionField })
            return .seeOther(address.taking(step, order: []).address)
        }
        let current = now()
        let generation = pages.generation
        var response = await page(at: address, in: core, isStatic: false)
        if cores.count > 1 { response.headers.append(("Vary", "Accept-Language")) }
        pages.keep(
            Self.secured(response), writtenAt: current,
            for: Self.key(request.path, in: core.language), generation: generation)
        return response.conditional(on: request)
    }

    /// A page of the guide, written anew: for the server (with its cache headers) or a static copy.
    /// - Parameter reusing: a visit to take a bookmarked page without steps in (a static copy's
    ///   pages, written one after another, need not make a session each); nil makes one.
    func page(
        at address: WebGuideAddress, in core: Conbook, isStatic: Bool, reusing reused: WebGuideVisit? = nil
    ) async -> WebResponse {
        if address.start == [Self.picksSegment], address.steps.isEmpty {
            return ownPage(WebGuidePicksPage(conbook: core, isStatic: isStatic).page(), in: core, isStatic: isStatic)
        }
        if isStatic, address.start == ["search"], address.steps.isEmpty {
            return ownPage(WebGuideSearchPage(conbook: core).page(), in: core, isStatic: isStatic)
        }
        if isStatic, address.start == [MenuScene.whatsOn.word], address.steps.isEmpty {
            return ownPage(WebGuideNowPage(conbook: core).page(), in: core, isStatic: isStatic)
        }
        if address.start.count == 2, address.start[0] == Self.picksSegment,
            (Self.pickedEvents(in: address.start[1])?.count ?? 0) > configuration.maximumPicks
        {
            let words = WebGuideTexts.catalogue(for: core.language)
            let content = WebPageContent(
                title: words(.picksTitle),
                body: [.element(.p, [], [.text(words(.tooManyPicks, ["count": String(configuration.maximumPicks)]))])])
            return ownPage(content, status: 400, in: core, isStatic: isStatic)
        }
        let reusable = address.steps.isEmpty && address.start.count == 2 && address.start[0] != Self.picksSegment
        let visit = reused.flatMap { reusable ? $0 : nil } ?? WebGuideVisit(conbook: core, installation: installation)
        visit.returnToFirstPage()
        let status: Int
        let scene: any WebScene
        switch await visit.go(to: address) {
        case .notFound: return notFound(in: core)
        case .departure(let outside): return .seeOther(outside)
        case .moved(let canonical): return .seeOther(canonical.address)
        case .page(let shown): (scene, status) = (shown, 200)
        case .refused(let shown): (scene, status) = (shown, 400)
        }
        let context = WebPageContext(
            language: core.language, guideAddress: address, viewingActions: scene.viewingActions, isStatic: isStatic,
            pictures: pictures, ownAddress: { [core] in WebRouter.address(of: core.followLink.destination(of: $0)) })
        var content = scene.page(in: context)
        if address.start.first == Self.picksSegment, address.start.count == 2 {
            content.body = WebGuidePicksPage(conbook: core, isStatic: isStatic).links(for: address.start[1]) + content.body
        }
        // A bookmarked page, a menu scene or a picks list opens over the first section, but
        // belongs to none.
        let sections = visit.session.sections
        let selected =
            address.start.isEmpty
            ? 0 : sections.firstIndex { address.start == [WebAddress.section($0.name).path.dropFirst()].map(String.init) }
        let frame = WebGuideFrame(conbook: core, sections: sections, selectedSection: selected, isStatic: isStatic)
        let notices = visit.notices.takeAll()
        // A visit reused for page after page writes each of its frames once.
        let html = visit === reused && notices.isEmpty ? visit.page(content, in: frame) : frame.page(content, notices: notices)
        return finished(.page(html, status: status), in: core, isStatic: isStatic)
    }

    /// A page with the headers that let others keep it: its tag, when the content last changed,
    /// and for how long.
    private func finished(_ response: WebResponse, in core: Conbook, isStatic: Bool = false) -> WebResponse {
        var response = response
        response.headers.removeAll { $0.name == "Cache-Control" }
        // A static copy's host makes its own tags.
        guard !isStatic else { return response }
        response.headers += [
            ("Cache-Control", "public, max-age=\(configuration.pageLifetime)"),
            ("ETag", Self.entityTag(of: response.body)),
        ]
        if let outline = core.outline {
            response.headers.append(("Last-Modified", WebHTTPDate.text(of: outline.lastServerTime)))
        }
        return response
    }

    /// A strong tag of a body: the first 16 bytes of its SHA-256, in hexadecimal.
    static func entityTag(of body: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        return "\""
            + SHA256.digest(body).prefix(16).map { String(digits[Int($0 >> 4)]) + String(digits[Int($0 & 0xF)]) }
            .joined() + "\""
    }

    /// The events of a picks list (`ID,ID`, each percent-encoded), in order, each once; nil when
    /// malformed.
    static func pickedEvents(in list: String) -> [Event.ID]? {
        var seen: Set<String> = []
        var ids: [Event.ID] = []
        for part in list.split(separator: ",", omittingEmptySubsequences: true) {
            guard let id = WebAddress.percentDecoded(part), !id.isEmpty else { return nil }
            if seen.insert(id).inserted { ids.append(Event.ID(id)) }
        }
        return ids
    }

    /// The address of a picks list.
    static func picksAddress(of ids: [Event.ID]) -> WebAddress {
        .page(picksSegment, ids.map { WebAddress.escapedComponent($0.rawValue) }.joined(separator: ","))
    }

    /// The iCalendar file of the events `?ids=ID,ID` names, written as `conbook export` writes one.
    private func calendar(_ request: WebRequest, in core: Conbook) -> WebResponse {
        let texts = WebTexts.catalogue(for: core.language)
        guard let fields = WebFormBody.fields(of: request.query.utf8),
            let ids = fields.first(where: { $0.name == "ids" }).flatMap({ Self.pickedEvents(in: $0.value) }),
            ids.count <= configuration.maximumPicks
        else { return .plain(texts(.badRequestTitle), status: 400) }
        let export: CalendarExport?
        do throws(StoreError) {
            export = try core.exportCalendar.export(.events(Set(ids)))
        } catch {
            return .plain(texts(.refreshFailed, ["reason": "\(error)"]), status: 503)
        }
        guard let export else { return notFound(in: core) }
        let writer = ICalendarWriter(hostsLabel: WebGuideTexts.catalogue(for: core.language)(.calendarHostsLabel))
        let body = Array(writer.text(of: export).utf8)
        let response = WebResponse(
            status: 200,
            headers: [
                ("Content-Type", "text/calendar; charset=utf-8"),
                ("Content-Disposition", "attachment; filename=\"\(export.conventionIdentifier.rawValue).ics\""),
                ("Cache-Control", "public, max-age=\(configuration.pageLifetime)"),
                ("ETag", Self.entityTag(of: body)),
            ], body: body)
        return response.conditional(on: request)
    }

    private func notFound(in core: Conbook) -> WebResponse {
        let texts = WebTexts.catalogue(for: core.language)
        let content = WebPageContent(title: texts(.notFoundTitle), body: [.element(.p, [], [.text(texts(.notFound))])])
        return ownPage(content, status: 404, in: core, isStatic: false)
    }

    /// A page of the guide's own (not a scene's), in the frame with the sections.
    private func ownPage(_ content: WebPageContent, status: Int = 200, in core: Conbook, isStatic: Bool) -> WebResponse {
        let visit = WebGuideVisit(conbook: core, installation: installation)
        let frame = WebGuideFrame(conbook: core, sections: visit.session.sections, selectedSection: nil, isStatic: isStatic)
        return finished(.page(frame.page(content), status: status), in: core, isStatic: isStatic)
    }

    /// The Core of the first language of the request's `Accept-Language` the guide speaks.
    private func language(of request: WebRequest) -> Conbook {
        cores[spokenLanguage(of: request)] ?? conbook
    }

    /// The first language of the request's `Accept-Language` the guide speaks, else its first.
    private nonisolated func spokenLanguage(of request: WebRequest) -> Language {
        guard spokenLanguages.count > 1 else { return firstLanguage }
        return WebLanguagePreference.languages(in: request.header("accept-language") ?? "").first {
            spokenLanguages.contains($0)
        } ?? firstLanguage
    }

    /// The Cores of every language the guide speaks, its first language first.
    var languages: [Conbook] {
        [conbook] + cores.values.filter { $0 !== conbook }.sorted { $0.language.rawValue < $1.language.rawValue }
    }
}
