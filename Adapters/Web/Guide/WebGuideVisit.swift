import ConbookCore
import ConbookDirector
import ConbookModuleKit

/// One page of the guide written from nothing: a session of its own, for everyone (only the
/// sections and menu scenes that are not personal), that goes to the page an address starts from
/// and takes its steps. Nothing of it outlives the page, so what one visitor asked for never shows
/// in another's page.
@MainActor
final class WebGuideVisit {
    /// What the visit came to.
    enum Outcome {
        /// The scene to write, at the address given.
        case page(any WebScene)
        /// The address names no page (or a step the page does not offer).
        case notFound
        /// A step the page refused (a day that is not there); the page as it is, with why.
        case refused(any WebScene)
        /// A step leads outside the guide (a link's address).
        case departure(WebAddress)
        /// The steps are not in their page's order: the one address of the same page.
        case moved(WebGuideAddress)
    }

    let conbook: Conbook
    let notices = WebNotices()
    let session: Session
    let director: Director
    /// The frames of the pages written in this visit, written once each.
    private var frameTemplates: [String: WebGuideFrame.Template?] = [:]

    init(conbook: Conbook, installation: (any InstallationFacts)?) {
        self.conbook = conbook
        let session = Session(conbook: conbook, whenVisible: { ($0 as? any WebScene)?.appear() })
        self.session = session
        director = Director(
            conbook: conbook, sceneFactory: WebSceneFactory(language: conbook.language, notices: notices),
            session: session, installation: installation, refreshingOnStart: false, audience: .everyone)
        director.start()
    }

    /// Closes what an earlier page opened: the first section's first page shows (a visit used for
    /// one bookmarked page after another).
    func returnToFirstPage() {
        guard !session.sections.isEmpty else { return }
        if session.selectedSectionIndex != 0 { session.selectSection(at: 0) }
        if let root = session.visibleStack.first, session.visibleStack.count > 1 { session.goBack(to: root) }
    }

    /// The scene shown now, if it is a page.
    var visibleScene: (any WebScene)? { session.visibleScene as? any WebScene }

    /// Goes to the page an address names and takes its steps.
    func go(to address: WebGuideAddress) async -> Outcome {
        guard !session.sections.isEmpty, await open(address.start), var scene = visibleScene else { return .notFound }
        var canonical = WebGuideAddress(start: address.start)
        for step in address.steps {
            guard scene.viewingActions.contains(step.action) else { return .notFound }
            canonical = canonical.taking(step, order: scene.viewingActions)
            do {
                try session.act(on: scene) { () throws(WebFormError) in try scene.act(on: step.form) }
            } catch {
                notices.reportProblem(error.message(in: conbook.language))
                return .refused(scene)
            }
            await settle()
            if let departure = scene.takeDeparture() { return .departure(departure) }
            guard let visible = visibleScene else { return .notFound }
            scene = visible
        }
        return canonical == address ? .page(scene) : .moved(canonical)
    }

    /// Opens the page a path starts from: the first section (`/`), a section, a menu scene's word,
    /// a bookmarked page, or a list of picked events (`/picks/ID,ID`).
    private func open(_ start: [String]) async -> Bool {
        switch start.count {
        case 0:
            break
        case 1:
            if let index = session.sections.firstIndex(where: { WebAddress.section($0.name).path == "/" + start[0] }) {
                session.selectSection(at: index)
            } else if let menuScene = WebSceneFactory.menuScenes(for: .everyone).first(where: { $0.word == start[0] }) {
                guard director.show(menuScene) else { return false }
            } else {
                return false
            }
        case 2 where start[0] == WebGuide.picksSegment:
            guard let convention = conbook.conventionIdentifier,
                let ids = WebGuide.pickedEvents(in: start[1]), !ids.isEmpty
            else { return false }
            director.showSharedPicks(SharedPicks(convention: convention, events: ids))
        default:
            guard let bookmark = WebRouter.bookmark(of: start), director.open(bookmark) else { return false }
        }
        await settle()
        return true
    }

    /// The whole page of a scene's content, without notices, in a frame written once per visit
    /// (a static copy's pages, written one after another in one visit, share a few frames).
    func page(_ content: WebPageContent, in frame: WebGuideFrame) -> HTML {
        let key = frame.templateKey
        if frameTemplates[key] == nil { frameTemplates[key] = .some(frame.template()) }
        guard let template = frameTemplates[key] ?? nil else { return frame.page(content) }
        return frame.page(content, in: template)
    }

    /// Lets what a navigation or an action started (presenters' tasks on the main actor) run. The
    /// guide's scenes show what they read as they appear (nothing in them waits for a server: there
    /// is no login), so two turns of the main actor are enough; a session's front end, which waits
    /// for syncs and the attendee services, takes twenty (`Session.settle`). A static copy takes
    /// two navigations a page, 100,000 pages for a large convention: each turn counts.
    private func settle() async {
        for _ in 0..<2 { await Task.yield() }
    }
}
