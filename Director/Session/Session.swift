public import ConbookCore
public import ConbookModuleKit

/// One person's way through the scenes: what the Director shows them and how they move, the same
/// rules for every front end (a console, a browser tab, a test).
///
/// The Director says what to show (a scene alone, the sections, a scene pushed or presented on
/// top); the front end drives the rest: it selects a section, goes back along the path taken
/// (``BackHistory``), acts on a scene lower in the stack, and waits until what an action started
/// has settled before it draws. A scene of the menu (``present(_:)``) leaves with its
/// section: selecting another section takes it off, with what was opened from it.
///
/// Each session has its own stacks: several sessions over one `Conbook` (two browser tabs, a
/// console and a browser) each have a Director and a session of their own, and share the store.
///
/// ```swift
/// let session = Session(conbook: conbook, whenVisible: { scene in draw(scene) })
/// let director = Director(conbook: conbook, sceneFactory: factory, session: session)
/// director.start()
/// await session.settled()
/// session.selectSection(at: 2)
/// ```
@MainActor
public final class Session: Navigator {
    /// A section as the session shows it: its name (the same in every language) and its title.
    public struct ShownSection: Hashable, Sendable {
        /// The section's name, the same in every language, e.g. `Schedule`.
        public let name: String
        /// The title in the language shown, e.g. `Programm`.
        public let title: String
    }

    private struct Stack {
        let section: ShownSection?
        var scenes: [any Scene]
    }

    private let conbook: Conbook
    private let whenAdded: @MainActor (any Scene) -> Void
    private let whenVisible: @MainActor (any Scene) -> Void
    private var stackList: [Stack] = []
    private var selected = 0
    private var history = BackHistory()
    private var presented = PresentedScenes()

    /// Whether the Director ended the session (e.g. the first download was cancelled).
    public private(set) var isClosed = false

    /// Creates a session showing nothing yet.
    /// - Parameters:
    ///   - conbook: the Core the session's scenes act on, for ``settled()``.
    ///   - whenAdded: told of every scene the Director puts in the session (a test's capturing
    ///     scenes load then).
    ///   - whenVisible: told each time a scene becomes the visible one (a console scene loads the
    ///     first time, and is drawn).
    public init(
        conbook: Conbook, whenAdded: @escaping @MainActor (any Scene) -> Void = { _ in },
        whenVisible: @escaping @MainActor (any Scene) -> Void = { _ in }
    ) {
        self.conbook = conbook
        self.whenAdded = whenAdded
        self.whenVisible = whenVisible
    }

    /// The scene the person sees, if any.
    public var visibleScene: (any Scene)? { stackList[safe: selected]?.scenes.last }

    /// The selected section's scenes (or the scene shown alone), root first; the last is visible.
    public var visibleStack: [any Scene] { stackList[safe: selected]?.scenes ?? [] }

    /// How many scenes the selected section's stack holds (1 at its root, 0 before anything shows).
    public var depth: Int { visibleStack.count }

    /// The sections shown, in order; empty while a scene is shown alone.
    public var sections: [ShownSection] { stackList.compactMap(\.section) }

    /// The index in ``sections`` of the selected section; nil while a scene is shown alone.
    public var selectedSectionIndex: Int? { sections.isEmpty ? nil : selected }

    /// Each section's stack, root first, in the order of ``sections``; one stack while a scene is
    /// shown alone.
    public var stacks: [[any Scene]] { stackList.map(\.scenes) }

    // MARK: What the Director asks

    /// Shows one scene alone, replacing whatever was shown.
    public func showStandalone(_ scene: any Scene) {
        replace(with: [Stack(section: nil, scenes: [scene])])
    }

    /// Shows the sections, each with its root scene, replacing whatever was shown; the first is
    /// selected.
    public func showSections(_ sections: [Section]) {
        replace(with: sections.map { Stack(section: ShownSection(name: $0.name, title: $0.title), scenes: [$0.scene]) })
    }

    /// Shows a scene on top of the selected section's stack (alone when nothing shows).
    public func push(_ scene: any Scene) {
        guard stackList.indices.contains(selected) else { return showStandalone(scene) }
        history.leave(currentPlace)
        stackList[selected].scenes.append(scene)
        whenAdded(scene)
        whenVisible(scene)
    }

    /// Shows a scene of the menu over the selected section, for as long as that section stays
    /// selected.
    public func present(_ scene: any Scene) {
        push(scene)
        guard stackList.indices.contains(selected) else { return }
        presented.record(scene, inSection: selected, stack: stackList[selected].scenes)
    }

    /// Takes a scene off the stack that holds it, with any scene above it; nothing when it is no
    /// longer shown (or is a root).
    public func dismiss(_ scene: any Scene) {
        for index in stackList.indices {
            guard let depth = stackList[index].scenes.firstIndex(where: { $0 === scene }), depth > 0 else { continue }
            stackList[index].scenes.removeSubrange(depth...)
            if index == selected { showVisible() }
            return
        }
    }

    /// Ends the session.
    public func close() {
        isClosed = true
    }

    // MARK: What the front end does

    /// Selects a section by its index in ``sections``; the menu scene shown over the section left,
    /// if any, is taken off with what was opened from it. False when there is no such section.
    @discardableResult
    public func selectSection(at index: Int) -> Bool {
        guard !sections.isEmpty, stackList.indices.contains(index) else { return false }
        if index != selected {
            history.leave(currentPlace)
            if let depth = presented.depthLeft(inSection: selected, stack: stackList[selected].scenes) {
                stackList[selected].scenes.removeSubrange(depth...)
            }
        }
        selected = index
        showVisible()
        return true
    }

    /// Goes back along the path taken: pops the selected section's top scene, or returns to the
    /// section (and the scene in it) shown before. False at the start of the path, at the root.
    @discardableResult
    public func goBack() -> Bool {
        guard let place = history.back(from: currentPlace, depths: stackList.map(\.scenes.count)) else { return false }
        selected = place.section
        stackList[place.section].scenes.removeSubrange(place.depth...)
        showVisible()
        return true
    }

    /// Goes back to a scene of the selected section's stack, taking the scenes above it off;
    /// nothing when the stack does not hold it.
    public func goBack(to scene: any Scene) {
        guard let index = visibleStack.lastIndex(where: { $0 === scene }), index + 1 < depth else { return }
        stackList[selected].scenes.removeSubrange((index + 1)...)
        showVisible()
    }

    /// Carries out an action of a scene of the selected section's stack, after going back to it
    /// (an action of a scene below goes back to it, as its button would); when the action fails,
    /// the scenes above it are put back, as they were.
    public func act<Failure: Error>(on scene: any Scene, _ action: () throws(Failure) -> Void) throws(Failure) {
        guard let depth = visibleStack.lastIndex(where: { $0 === scene }) else { return try action() }
        let above = Array(visibleStack[(depth + 1)...])
        if !above.isEmpty {
            stackList[selected].scenes.removeSubrange((depth + 1)...)
            whenVisible(scene)
        }
        do {
            try action()
        } catch {
            stackList[selected].scenes.insert(contentsOf: above, at: depth + 1)
            throw error
        }
    }

    /// What `pick` gives for the nearest scene of the selected section's stack it gives something
    /// for (the visible one first); nil when it gives nothing for any.
    public func nearestScene<Picked>(where pick: (any Scene) -> Picked?) -> Picked? {
        visibleStack.reversed().lazy.compactMap(pick).first
    }

    /// Waits until what the person's last action started has finished (see ``settle(_:)``), so
    /// that what the front end draws next shows the outcome, not a moment in between.
    public func settled() async {
        await Self.settle(conbook)()
    }

    /// Waits until no sync runs, no request to the server's attendee services is under way, and
    /// the main actor's pending work has had its turn: for a front end that waits outside a session.
    ///
    /// Presenters start syncs and follow-ups as tasks on the main actor; yielding lets them
    /// begin, and waiting for the sync lets one that began finish, until a round starts nothing.
    /// - Parameters:
    ///   - conbook: the Core to wait for.
    ///   - rounds: how many times the main actor's pending work has a turn in a round.
    public static func settle(_ conbook: Conbook, rounds: Int = 20) -> @MainActor () async -> Void {
        { [conbook] in
            while true {
                for _ in 0..<rounds {
                    await Task.yield()
                }
                if conbook.login.isWaitingForTheServer {
                    try? await Task.sleep(for: .milliseconds(2))
                    continue
                }
                guard conbook.refreshConvention.isRefreshing else { return }
                await conbook.refreshConvention.waitUntilIdle()
                // Tasks that awaited the sync resume by way of the global executor: give them time to arrive.
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
    }

    private func replace(with stacks: [Stack]) {
        stackList = stacks
        selected = 0
        history.reset()
        presented.reset()
        stacks.forEach { $0.scenes.forEach(whenAdded) }
        showVisible()
    }

    private func showVisible() {
        if let visibleScene { whenVisible(visibleScene) }
    }

    private var currentPlace: BackHistory.Place {
        BackHistory.Place(section: selected, depth: depth)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
