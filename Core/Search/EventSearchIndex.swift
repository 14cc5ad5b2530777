/// Port: a full-text index of the stored events that finds candidates for a search faster than
/// reading every event (a store may keep one, e.g. SQLite's FTS5).
///
/// It must find at least every event in which each query word begins a word of the title,
/// subtitle, abstract, hosts or tags, ignoring case; the Core checks the candidates itself.
public protocol EventSearchIndex: AnyObject {
    /// The events that may match every word, or nil when the index cannot answer (the Core then
    /// reads every event instead).
    func candidateEvents(matchingEveryWordPrefix words: [String]) -> Set<Event.ID>?
}
