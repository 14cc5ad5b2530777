public import ConbookModuleKit

/// Which menu scenes (`Navigator.present`) are shown over which section, so that every front end's
/// navigator follows one rule: selecting another section takes the section's presented scene off,
/// with what was opened from it.
public struct PresentedScenes: Sendable {
    /// Per section, the lowest presented scene of its stack.
    private var lowest: [Int: ObjectIdentifier] = [:]

    /// Creates a record of no presented scenes.
    public init() {}

    /// Records a scene presented on top of a section's stack (`stack` holds it now); a scene
    /// presented earlier and still shown stays the lowest.
    public mutating func record(_ scene: any Scene, inSection section: Int, stack: [any Scene]) {
        if let shown = lowest[section], stack.contains(where: { ObjectIdentifier($0) == shown }) { return }
        lowest[section] = ObjectIdentifier(scene)
    }

    /// How deep the section's stack stays when another section is selected (the depth of its lowest
    /// presented scene still shown), forgetting it; nil when none is shown.
    public mutating func depthLeft(inSection section: Int, stack: [any Scene]) -> Int? {
        guard let shown = lowest.removeValue(forKey: section) else { return nil }
        return stack.firstIndex { ObjectIdentifier($0) == shown }
    }

    /// Forgets every presented scene (new sections are shown).
    public mutating func reset() {
        lowest.removeAll()
    }
}
