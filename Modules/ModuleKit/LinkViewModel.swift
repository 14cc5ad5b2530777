public import ConbookCore

/// A link as display values (an entry's link, a link inside a text): its name, where it leads in
/// words, and whether choosing it does anything.
public struct LinkViewModel: Hashable, Sendable {
    /// Its name, else its address.
    public var name: String
    /// What it leads to, e.g. `web page · https://…`, `e-mail · web@eurofurence.org`, `dealer`, or
    /// why it is not followed (`not opened: javascript: links are not followed`).
    public var destination: String
    /// Whether choosing it does anything (false for a link Conbook refuses).
    public var canOpen: Bool
    /// The address as written in the data, for a link of a text (so that a front end can number
    /// it where the text shows it); nil for a link to a dealer, room or place.
    public var address: String?

    /// Creates the link's display values.
    public init(name: String, destination: String, canOpen: Bool, address: String? = nil) {
        self.name = name
        self.destination = destination
        self.canOpen = canOpen
        self.address = address
    }

    /// The display values of a link that leads to a destination, worded in the catalogue's language.
    public init(name: String, leadingTo destination: ContentLink, address: String? = nil, in texts: TextCatalogue<ModuleText>) {
        self.init(
            name: name, destination: Self.describe(destination, in: texts), canOpen: Self.canOpen(destination),
            address: address)
    }

    /// Whether following a destination does anything (a refused link does not).
    public static func canOpen(_ destination: ContentLink) -> Bool {
        if case .refused = destination { return false }
        return true
    }

    /// Where a link leads, in words of the catalogue's language.
    public static func describe(_ destination: ContentLink, in texts: TextCatalogue<ModuleText>) -> String {
        switch destination {
        case .event: texts(.linkEvent)
        case .dealer: texts(.linkDealer)
        case .knowledgeEntry: texts(.linkKnowledgeEntry)
        case .knowledgeGroups: texts(.linkKnowledgeGroups)
        case .room: texts(.linkRoom)
        case .mapEntry: texts(.linkMapEntry)
        case .webPage(let address): texts(.linkWebPage, ["address": address])
        case .mail(let address): texts(.linkMail, ["address": address])
        case .phone(let number): texts(.linkPhone, ["number": number])
        case .refused(_, let reason): texts(.linkRefused, ["reason": ReasonWording.text(of: reason, in: texts)])
        }
    }
}
