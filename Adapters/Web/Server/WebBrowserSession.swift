import ConbookCore
import ConbookDirector
import ConbookModuleKit

/// One browser's session: its own Director and stacks over the shared `Conbook`, its form token,
/// the notices its scenes leave for the next page, and when it was last used.
@MainActor
final class WebBrowserSession {
    /// The Core of the session's language (all sessions share the store).
    let conbook: Conbook
    /// The cookie's value that names the session.
    let id: String
    /// The token every form of its pages carries.
    let formToken: String
    /// What its scenes have to tell the person.
    let notices: WebNotices
    /// Where its scenes show.
    let session: Session
    /// Its Director.
    let director: Director
    /// When it was last used (by the application's clock).
    var lastUsed: Duration

    init(conbook: Conbook, installation: (any InstallationFacts)?, isOnAnotherDevice: Bool, now: Duration) {
        self.conbook = conbook
        id = WebSecret.make()
        formToken = WebSecret.make()
        let notices = WebNotices()
        self.notices = notices
        let session = Session(conbook: conbook, whenVisible: { ($0 as? any WebScene)?.appear() })
        self.session = session
        director = Director(
            conbook: conbook,
            sceneFactory: WebSceneFactory(
                language: conbook.language, notices: notices, isServedToOtherDevices: isOnAnotherDevice), session: session,
            installation: installation, refreshingOnStart: false)
        lastUsed = now
        director.start()
    }

    /// The addresses of the pages shown, each with whether it was shown alone (before the
    /// content), the latest last; at most `shownLimit`.
    private var shown: [(path: String, alone: Bool)] = []
    private static let shownLimit = 200

    /// Records that a page was shown.
    func remember(_ path: String, alone: Bool) {
        shown.removeAll { $0.path == path }
        shown.append((path, alone))
        if shown.count > Self.shownLimit { shown.removeFirst(shown.count - Self.shownLimit) }
    }

    /// Whether a page was shown before (nil if not), and if so whether it was shown alone.
    func shownBefore(_ path: String) -> Bool? {
        shown.last { $0.path == path }?.alone
    }

    /// The scene shown now, if it is a page.
    var visibleScene: (any WebScene)? { session.visibleScene as? any WebScene }

    /// The scene of a stack whose page is at `path`, and its section's index (nil for a scene
    /// shown alone): the visible stack first, then the others.
    func scene(at path: String) -> (scene: any WebScene, section: Int?)? {
        let stacks = Array(session.stacks.enumerated())
        let selected = session.selectedSectionIndex
        let ordered = stacks.filter { $0.offset == selected } + stacks.filter { $0.offset != selected }
        for (index, stack) in ordered {
            if let scene = stack.reversed().lazy.compactMap({ $0 as? any WebScene }).first(where: { $0.address.path == path }) {
                return (scene, session.sections.isEmpty ? nil : index)
            }
        }
        return nil
    }
}
