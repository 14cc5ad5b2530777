public import ConbookCore
public import ConbookDirector
public import ConbookModuleKit

/// The test's hold on the person's `Session`: what the Director showed, with capturing scenes
/// loaded as they are added (as a front end would load them), and sections selected and back
/// taken as a user would. The session keeps the stacks and their rules.
@MainActor
public final class CapturingNavigator {
    /// The session the Director shows scenes in.
    public let session: Session

    /// Creates a navigator over a new session of the Core's.
    public init(conbook: Conbook) {
        session = Session(conbook: conbook, whenAdded: { ($0 as? any CapturingScene)?.simulateSceneDidLoad() })
    }

    /// The scene shown alone, if any.
    public var standaloneScene: (any Scene)? { session.sections.isEmpty ? session.visibleScene : nil }
    /// The sections' titles, in order; empty when no sections are shown.
    public var sectionTitles: [String] { session.sections.map(\.title) }
    /// The sections' names (the same in every language), in order; empty when no sections are shown.
    public var sectionNames: [String] { session.sections.map(\.name) }
    /// The selected section's index (0 while a scene is shown alone).
    public var selectedSectionIndex: Int { session.selectedSectionIndex ?? 0 }
    /// Each section's stack, root first; empty when no sections are shown.
    public var stacks: [[any Scene]] { session.sections.isEmpty ? [] : session.stacks }
    /// Whether the Director ended the session.
    public var isClosed: Bool { session.isClosed }

    /// The scene the user sees.
    public var visibleScene: (any Scene)? { session.visibleScene }

    /// The title of the selected section, if sections are shown.
    public var selectedSectionTitle: String? {
        session.selectedSectionIndex.map { session.sections[$0].title }
    }

    /// The scene at the bottom of a section's stack, if a section has that title and its root is
    /// of that type.
    public func rootScene<SceneType>(ofSection title: String, as type: SceneType.Type = SceneType.self) -> SceneType? {
        guard let index = sectionIndex(title) else { return nil }
        return stacks[index].first as? SceneType
    }

    /// Acts as the user selecting a section by title (else by its name, the same in every
    /// language); false when there is no such section.
    @discardableResult
    public func simulateSelectingSection(titled title: String) -> Bool {
        guard let index = sectionIndex(title) else { return false }
        return session.selectSection(at: index)
    }

    /// Acts as the user selecting a section by its name (the same in every language); false when
    /// there is no such section.
    @discardableResult
    public func simulateSelectingSection(named name: String) -> Bool {
        guard let index = sectionNames.firstIndex(of: name) else { return false }
        return session.selectSection(at: index)
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
        session.goBack()
    }
}
