/// A link the organisers attach to a dealer or a place on a map: a web page, or another entity of
/// the convention.
public struct Link: Hashable, Sendable {
    /// Where a link leads.
    public enum Target: Hashable, Sendable {
        /// A web page (`WebExternal`), as the source spells its URL.
        case web(String)
        /// A dealer (`DealerDetail`).
        case dealer(Dealer.ID)
        /// A room (`EventConferenceRoom`).
        case room(Room.ID)
        /// A place on one of the maps (`MapEntry`).
        case mapEntry(MapEntry.ID)
        /// A map outside the convention, e.g. a city map (`MapExternal`), as the source spells it.
        case externalMap(String)
    }

    /// The organisers' name for it; may be empty.
    public var name: String
    /// Where it leads.
    public var target: Target

    /// Creates a link.
    public init(name: String, target: Target) {
        self.name = name
        self.target = target
    }
}
