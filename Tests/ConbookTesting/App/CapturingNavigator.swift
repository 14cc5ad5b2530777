public import ConbookDirector
public import ConbookModuleKit

/// A navigator that keeps what the Director showed, loads scenes as a front end would, and lets
/// tests switch tabs and go back as a user would.
@MainActor
public final class CapturingNavigator: Navigator {
    /// The scene shown alone, if any.
    public private(set) var standaloneScene: (any Scene)?
    /// The tab titles, in order; empty when no tabs are shown.
    public private(set) var tabTitles: [String] = []
    /// The selected tab's index.
    public private(set) var selectedTabIndex = 0
    /// Each tab's stack, root first.
    public private(set) var stacks: [[any Scene]] = []
    /// Whether the Director ended the session.
    public private(set) var isClosed = false

    /// Creates the navigator.
    public init() {}

    public func showStandalone(_ scene: any Scene) {
        standaloneScene = scene
        tabTitles = []
        stacks = []
        load(scene)
    }

    public func showTabs(_ tabs: [Tab]) {
        standaloneScene = nil
        tabTitles = tabs.map(\.title)
        stacks = tabs.map { [$0.scene] }
        selectedTabIndex = 0
        tabs.forEach { load($0.scene) }
    }

    public func push(_ scene: any Scene) {
        guard !stacks.isEmpty else {
            standaloneScene = scene
            load(scene)
            return
        }
        stacks[selectedTabIndex].append(scene)
        load(scene)
    }

    public func close() {
        isClosed = true
    }

    /// The scene the user sees.
    public var visibleScene: (any Scene)? {
        standaloneScene ?? stacks[safe: selectedTabIndex]?.last
    }

    /// The title of the selected tab, if tabs are shown.
    public var selectedTabTitle: String? {
        tabTitles[safe: selectedTabIndex]
    }

    /// Acts as the user selecting a tab by title; false when there is no such tab.
    @discardableResult
    public func simulateSelectingTab(titled title: String) -> Bool {
        guard let index = tabTitles.firstIndex(of: title) else { return false }
        selectedTabIndex = index
        return true
    }

    /// Acts as the user going back on the selected tab; false at the root.
    @discardableResult
    public func simulateGoingBack() -> Bool {
        guard let stack = stacks[safe: selectedTabIndex], stack.count > 1 else { return false }
        stacks[selectedTabIndex].removeLast()
        return true
    }

    private func load(_ scene: any Scene) {
        (scene as? any CapturingScene)?.simulateSceneDidLoad()
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
