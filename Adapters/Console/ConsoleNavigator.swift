public import ConbookDirector
public import ConbookModuleKit

/// Arranges console scenes: one scene alone, or tabs each with its own stack of scenes.
///
/// The Director says what to show; the person at the console switches tabs (`tab NAME`) and
/// goes back (`back`). Only the top scene of the selected tab is visible.
@MainActor
public final class ConsoleNavigator: Navigator {
    private struct SceneStack {
        let title: String?
        var scenes: [any ConsoleScene]
    }

    private var stacks: [SceneStack] = []
    private var selectedStack = 0
    private var showsTabs = false

    /// Whether the session was ended (e.g. the first download was cancelled).
    public private(set) var isClosed = false

    /// Creates a navigator showing nothing yet.
    public init() {}

    /// The scene on screen, if any.
    public var visibleScene: (any ConsoleScene)? {
        stacks.indices.contains(selectedStack) ? stacks[selectedStack].scenes.last : nil
    }

    /// The tabs' titles, in order; empty while a scene is shown alone.
    public var tabTitles: [String] {
        showsTabs ? stacks.compactMap(\.title) : []
    }

    /// The index in `tabTitles` of the selected tab; nil while a scene is shown alone.
    public var selectedTabIndex: Int? {
        showsTabs ? selectedStack : nil
    }

    /// How many scenes the selected tab's stack holds (1 at its root).
    public var depth: Int {
        stacks.indices.contains(selectedStack) ? stacks[selectedStack].scenes.count : 0
    }

    public func showStandalone(_ scene: any Scene) {
        stacks = [SceneStack(title: nil, scenes: [Self.consoleScene(scene)])]
        selectedStack = 0
        showsTabs = false
        visibleScene?.appear()
    }

    public func showTabs(_ tabs: [Tab]) {
        stacks = tabs.map { SceneStack(title: $0.title, scenes: [Self.consoleScene($0.scene)]) }
        selectedStack = 0
        showsTabs = true
        visibleScene?.appear()
    }

    public func push(_ scene: any Scene) {
        guard stacks.indices.contains(selectedStack) else {
            showStandalone(scene)
            return
        }
        stacks[selectedStack].scenes.append(Self.consoleScene(scene))
        visibleScene?.appear()
    }

    public func close() {
        isClosed = true
    }

    /// Selects the tab a name designates (ignoring case; the start of a name is enough).
    public func selectTab(named name: String) throws(ConsoleCommandError) {
        guard showsTabs else { throw .noTabs }
        selectedStack = try ConsoleNameMatcher(kind: "tab").index(of: name, in: tabTitles)
        visibleScene?.appear()
    }

    /// Pops the selected tab's top scene.
    /// - Throws: `ConsoleCommandError.nothingToGoBackTo` at the root of the stack.
    public func goBack() throws(ConsoleCommandError) {
        guard depth > 1 else {
            throw .nothingToGoBackTo(tab: showsTabs ? stacks[selectedStack].title : nil)
        }
        stacks[selectedStack].scenes.removeLast()
        visibleScene?.appear()
    }

    private static func consoleScene(_ scene: any Scene) -> any ConsoleScene {
        guard let consoleScene = scene as? any ConsoleScene else {
            preconditionFailure("The console navigator shows console scenes only, not \(type(of: scene)).")
        }
        return consoleScene
    }
}
