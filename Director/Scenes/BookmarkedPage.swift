public import ConbookCore

/// A page a person can come back to by its identity alone (a bookmark, an address typed or shared,
/// a browser's history after a restart): an event, a dealer, a person, a knowledge entry, a map.
public enum BookmarkedPage: Hashable, Sendable {
    /// An event's page.
    case event(Event.ID)
    /// A dealer's page.
    case dealer(Dealer.ID)
    /// The page of the person going by a name, with the events they host.
    case person(named: String)
    /// A knowledge entry.
    case knowledgeEntry(KnowledgeEntry.ID)
    /// A map.
    case map(ConventionMap.ID)
}
