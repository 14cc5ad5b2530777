public import ConbookDirector
public import ConbookModuleKit

/// A navigator that keeps what the Director showed, loads scenes as a front end would, and lets
/// tests switch sections and go back as a user would.
@MainActor
public final class CapturingNavigator: Navigator {
    /// The scene shown alone, if any.
    public private(set) var standaloneScene: (any Scene)?
    /// The sections' titles, in order; empty when no sections are shown.
    public private(set) var sectionTitles: [String] = []
    /// The sections' names (the same in every language), in order; empty when no sections are shown.
    public private(set) var sectionNames: [String] = []
    /// The selected section's index.
    public private(set) var selectedSectionIndex = 0
    /// Each section's stack, root first.
    public private(set) var stacks: [[any Scene]] = []
    /// Whether the Director ended the session.
    public private(set) var isClosed = false
    private var history = BackHistory()
    private var presented = PresentedScenes()

    /// Creates the navigator.
    public init() {}

    public func showStandalone(_ scene: any Scene) {
        standaloneScene = scene
        sectionTitles = []
        sectionNames = []
        stacks = []
        history.reset()
        presented.reset()
        load(scene)
    }

    public func showSections(_ sections: [Section]) {
        standaloneScene = nil
        sectionTitles = sections.map(\.title)
        sectionNames = sections.map(\.name)
        stacks = sections.map { [$0.scene] }
        presented.reset()
        selectedSectionIndex = 0
        history.reset()
        sections.forEach { load($0.scene) }
    }

    public func push(_ scene: any Scene) {
        guard !stacks.isEmpty else {
            standaloneScene = scene
            load(scene)
            return
        }
        history.leave(currentPlace)
        stacks[selectedSectionIndex].append(scene)
        load(scene)
    }

    public func present(_ scene: any Scene) {
        push(scene)
        guard !stacks.isEmpty else { return }
        presented.record(scene, inSection: selectedSectionIndex, stack: stacks[selectedSectionIndex])
    }

    public func dismiss(_ scene: any Scene) {
        for index in stacks.indices {
            guard let depth = stacks[index].firstIndex(where: { $0 === scene }), depth > 0 else { continue }
            stacks[index].removeSubrange(depth...)
            return
        }
    }

    public func close() {
        isClosed = true
    }

    /// The scene the user sees.
    public var visibleScene: (any Scene)? {
        standaloneScene ?? stacks[safe: selectedSectionIndex]?.last
    }

    /// The title of the selected section, if sections are shown.
    public var selectedSectionTitle: String? {
        sectionTitles[safe: selectedSectionIndex]
    }

    /// The scene at the bottom of a section's stack, if a section has that title and its root is
    /// of that type.
    public func rootScene<SceneType>(ofSection title: String, as type: SceneType.Type = SceneType.self) -> SceneType? {
        guard let index = sectionIndex(title) else { return nil }
        return stacks[index].first as? SceneType
    }

    /// Acts as the user selecting a section by title; false when there is no such section.
    @discardableResult
    public func simulateSelectingSection(titled title: String) -> Bool {
        guard let index = sectionIndex(title) else { return false }
        if index != selectedSectionIndex {
            history.leave(currentPlace)
            if let depth = presented.depthLeft(inSection: selectedSectionIndex, stack: stacks[selectedSectionIndex]) {
                stacks[selectedSectionIndex].removeSubrange(depth...)
            }
        }
        selectedSectionIndex = index
        return true
    }

    /// Acts as the user selecting a section by its name (the same in every language); false when
    /// there is no such section.
    @discardableResult
    public func simulateSelectingSection(named name: String) -> Bool {
        guard let index = sectionNames.firstIndex(of: name) else { return false }
        return simulateSelectingSection(titled: sectionTitles[index])
    }

    /// The index of the section with a title, else of the one with that name (so that tests written
    /// with the English titles find the sections in any language).
    private func sectionIndex(_ titleOrName: String) -> Int? {
        sectionTitles.firstIndex(of: titleOrName) ?? sectionNames.firstIndex(of: titleOrName)
    }

    /// Acts as the user going back along the path taken (see `BackHistory`): to the scene below in
    /// the section, or to the section shown before; false at the start of the path.
    @discardableResult
    public func simulateGoingBack() -> Bool {
        guard !stacks.isEmpty,
            let place = history.back(from: currentPlace, depths: stacks.map(\.count))
        else { return false }
        selectedSectionIndex = place.section
        stacks[place.section].removeSubrange(place.depth...)
        return true
    }

    private var currentPlace: BackHistory.Place {
        BackHistory.Place(section: selectedSectionIndex, depth: stacks[safe: selectedSectionIndex]?.count ?? 0)
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
