/// The favourites of several conventions still to come, as one plan: soonest first, each with the
/// favourites of the other conventions it overlaps (two conventions on the same weekend, or online
/// and on site). Clashes within one convention are `SeeClashesUseCase`'s, with its priorities;
/// here only those across conventions count. Cancelled events take no time.
public struct CrossConventionPlan: Hashable, Sendable {
    /// One entry of the plan.
    public struct Entry: Hashable, Sendable {
        /// The favourite.
        public var favourite: ConventionFavourite
        /// The favourites of other conventions it overlaps, soonest first.
        public var clashes: [ConventionFavourite]
    }

    /// The entries, soonest first (by start, then end, then title, then convention).
    public var entries: [Entry]

    /// Plans the favourites that have not started at an instant; two of different conventions
    /// clash when one starts before the other ends.
    ///
    /// - Parameters:
    ///   - favourites: the favourites of every convention followed.
    ///   - now: what has started by then is left out.
    public init(_ favourites: [ConventionFavourite], startingAfter now: Instant) {
        let planned = favourites.filter { $0.event.event.start > now && !$0.event.event.isCancelled }
            .sorted(by: Self.isSooner)
        entries = planned.map { favourite in
            Entry(
                favourite: favourite,
                clashes: planned.filter { other in
                    other.conventionName != favourite.conventionName
                        && other.event.event.start < favourite.event.event.end
                        && favourite.event.event.start < other.event.event.end
                })
        }
    }

    private static func isSooner(_ lhs: ConventionFavourite, _ rhs: ConventionFavourite) -> Bool {
        let (left, right) = (lhs.event.event, rhs.event.event)
        return (left.start, left.end, left.title, lhs.conventionName, left.id)
            < (right.start, right.end, right.title, rhs.conventionName, right.id)
    }
}
