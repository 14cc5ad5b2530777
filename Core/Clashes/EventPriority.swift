/// How much the user wants to be at a favourite: when two favourites overlap, the one of lower
/// priority is the one flagged as clashing.
public enum EventPriority: String, CaseIterable, Comparable, Hashable, Sendable {
    /// The usual: clashing with another normal favourite flags both.
    case normal
    /// A must: it wins over a normal favourite it overlaps.
    case high

    public static func < (lhs: EventPriority, rhs: EventPriority) -> Bool {
        lhs == .normal && rhs == .high
    }
}
