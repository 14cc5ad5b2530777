/// How the events a query finds are ordered.
public enum EventOrder: Hashable, Sendable {
    /// By start, then end, then title, then identifier.
    case schedule
    /// For a search: the best matches first (see `EventQuery.relevance(of:)`), then schedule order.
    case relevance
}
