/// An `http`/`https` address taken apart as far as the content links need: its host and the
/// segments of its path (without query or fragment).
struct WebAddress {
    /// The host, lower-cased, without user or port.
    let host: String
    /// The path's segments, empty ones dropped.
    let segments: [Substring]

    /// Reads what follows `http:` or `https:`; nil when it is no `//host/path`.
    init?(_ afterScheme: String) {
        guard afterScheme.hasPrefix("//") else { return nil }
        let withoutTail = afterScheme.dropFirst(2).prefix { $0 != "?" && $0 != "#" }
        let authority = withoutTail.prefix { $0 != "/" }
        let hostAndPort = authority.split(separator: "@").last ?? ""
        let host = hostAndPort.prefix { $0 != ":" }.lowercased()
        guard !host.isEmpty else { return nil }
        self.host = host
        segments = withoutTail.dropFirst(authority.count).split(separator: "/")
    }

    /// The convention scene a Eurofurence web address names, when it is one of the given convention's.
    func contentLink(convention: ConventionIdentifier?) -> ContentLink? {
        guard host == "app.eurofurence.org", let convention, segments.count >= 3,
            segments[0].lowercased() == convention.rawValue.lowercased(), segments[1].lowercased() == "web"
        else { return nil }
        let id = segments.count >= 4 ? String(segments[3]) : nil
        switch (segments[2].lowercased(), id) {
        case ("events", let id?): return .event(Event.ID(id))
        case ("dealers", let id?): return .dealer(Dealer.ID(id))
        case ("knowledgeentries", let id?): return .knowledgeEntry(KnowledgeEntry.ID(id))
        case ("knowledgegroups", _): return .knowledgeGroups
        default: return nil
        }
    }
}
