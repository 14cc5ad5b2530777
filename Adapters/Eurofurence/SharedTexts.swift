/// One `String` for all equal texts given to it (up to a limit of different ones), for the
/// identifiers a sync's entities repeat one after another (an event's day, room and track): a whole
/// convention decoded then holds each such text once, not once per entity (at 100k events about a
/// quarter of a kilobyte per event).
final class SharedTexts {
    private var texts: [String: String] = [:]
    /// The most different texts kept: past it, a text is given back as it came.
    private let limit: Int

    /// Shares up to `limit` different texts.
    init(limit: Int = 4096) {
        self.limit = limit
    }

    /// The first text equal to this one that was given, or this one.
    func shared(_ text: String) -> String {
        if let shared = texts[text] { return shared }
        if texts.count < limit { texts[text] = text }
        return text
    }
}
