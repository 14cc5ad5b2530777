/// The path a person took through the sections, so that `back` returns along it: from a scene to
/// the one it was opened from, and from a section to the one shown before it (also after a deep
/// link opened something on top of another section). One rule for every front end: a navigator
/// records each place it leaves and asks where back leads.
///
/// A place is a section and a depth in its stack (1 at the root). Places a front end has since
/// popped (e.g. a command carried out by a scene lower in the stack) are skipped.
public struct BackHistory: Sendable {
    /// A section (its index) and how many scenes of its stack are shown (1 at its root).
    public struct Place: Hashable, Sendable {
        /// The section's index, in the order the sections are shown.
        public var section: Int
        /// How many scenes of the section's stack are shown, 1 at its root.
        public var depth: Int

        /// Creates a place.
        public init(section: Int, depth: Int) {
            self.section = section
            self.depth = depth
        }
    }

    /// How many places are kept; the oldest go first.
    public static let limit = 200

    private var path: [Place] = []

    /// Creates an empty history (back then only pops the section's own stack).
    public init() {}

    /// Records the place left when a scene is pushed or another section is selected.
    public mutating func leave(_ place: Place) {
        guard path.last != place else { return }
        path.append(place)
        if path.count > Self.limit { path.removeFirst(path.count - Self.limit) }
    }

    /// Forgets the path (new sections are shown).
    public mutating func reset() {
        path.removeAll()
    }

    /// Where back leads from the current place, given how deep each section's stack is now, and
    /// forgets it; nil at the start of the path with the section at its root.
    public mutating func back(from current: Place, depths: [Int]) -> Place? {
        while let place = path.popLast() {
            guard depths.indices.contains(place.section), place.depth >= 1, place.depth <= depths[place.section] else {
                continue
            }
            if place.section == current.section && place.depth >= current.depth { continue }
            return place
        }
        return current.depth > 1 ? Place(section: current.section, depth: current.depth - 1) : nil
    }
}
