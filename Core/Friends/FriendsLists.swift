/// The friends' lists kept at a convention: for each friend's name, the events they picked (from a
/// share code kept under that name), so that listings say who else goes.
///
/// Kept per convention in the attendee's own state (`AttendeeStore`), by identifier, so that a
/// re-sync keeps them and an event that leaves and comes back is picked again. Names are compared
/// without case (`Alex` and `alex` are one friend); a friend with no picks is not kept.
public struct FriendsLists: Hashable, Sendable {
    /// Each friend's picks, by the name kept.
    public private(set) var lists: [String: Set<Event.ID>]

    /// Creates the lists; friends without picks are left out.
    public init(_ lists: [String: Set<Event.ID>] = [:]) {
        self.lists = lists.filter { !$0.value.isEmpty }
    }

    /// No friends' lists.
    public static let none = FriendsLists()

    /// Whether there is no list.
    public var isEmpty: Bool { lists.isEmpty }

    /// The friends' names in name order (without case first, then as written).
    public var names: [String] { lists.keys.sorted(by: Self.isInNameOrder) }

    /// The friends who picked an event, in name order.
    public func friends(picking event: Event.ID) -> [String] {
        lists.filter { $0.value.contains(event) }.map(\.key).sorted(by: Self.isInNameOrder)
    }

    /// A friend's picks by the name kept, or by the same name written in other case; nil when no
    /// such friend is kept.
    public func picks(of name: String) -> Set<Event.ID>? {
        keptName(for: name).flatMap { lists[$0] }
    }

    /// The name a friend is kept under, matching a name without case; nil when none matches.
    public func keptName(for name: String) -> String? {
        if lists[name] != nil { return name }
        let wanted = name.lowercased()
        return lists.keys.sorted().first { $0.lowercased() == wanted }
    }

    /// These lists with a friend's picks set (replacing a list kept under the same name, in any
    /// case); no picks forget the friend.
    public func setting(_ picks: Set<Event.ID>, for name: String) -> FriendsLists {
        var updated = lists
        if let kept = keptName(for: name) { updated[kept] = nil }
        updated[name] = picks
        return FriendsLists(updated)
    }

    /// Name order: without case first, then as written.
    public static func isInNameOrder(_ lhs: String, _ rhs: String) -> Bool {
        (lhs.lowercased(), lhs) < (rhs.lowercased(), rhs)
    }
}
