/// Where a link in the convention's data leads, once understood: a scene of the convention, a web
/// page, a mail address or a phone number, or nowhere (a link Conbook refuses to follow).
///
/// Links come from dealers, knowledge entries, maps and texts (Markdown and HTML links); the
/// Eurofurence web addresses of the convention's own content
/// (`https://app.eurofurence.org/{CID}/Web/Events/{id}`, `/Dealers/{id}`,
/// `/KnowledgeEntries/{id}`, `/KnowledgeGroups`) lead to their scenes, any other `http` or `https`
/// address to a web page. Only `mailto:` and `tel:` are the other schemes shown; `javascript:`,
/// `data:`, `file:` and the rest are refused.
public enum ContentLink: Hashable, Sendable {
    /// An event of the schedule.
    case event(Event.ID)
    /// A dealer.
    case dealer(Dealer.ID)
    /// An entry of the knowledge base.
    case knowledgeEntry(KnowledgeEntry.ID)
    /// The knowledge base's groups.
    case knowledgeGroups
    /// A room, on the maps.
    case room(Room.ID)
    /// A place on one of the maps.
    case mapEntry(MapEntry.ID)
    /// A web page outside the convention's content (`http`, `https`), as written.
    case webPage(String)
    /// A mail address (`mailto:`), without the scheme.
    case mail(String)
    /// A phone number (`tel:`), without the scheme.
    case phone(String)
    /// A link Conbook does not follow, with why (e.g. `.schemeNotFollowed("javascript")`).
    case refused(address: String, reason: LinkRefusal)

    /// Where a link of the data leads; a convention's web address leads to its scene only for the
    /// convention given (another convention's is a web page).
    public init(_ link: Link, convention: ConventionIdentifier?) {
        switch link.target {
        case .web(let address): self.init(address: address, convention: convention)
        case .dealer(let id): self = .dealer(id)
        case .room(let id): self = .room(id)
        case .mapEntry(let id): self = .mapEntry(id)
        case .externalMap(let address): self.init(address: address, convention: convention)
        }
    }

    /// Where an address leads (see the type's rules).
    public init(address: String, convention: ConventionIdentifier?) {
        let trimmed = address.trimmingSpaces
        guard !trimmed.isEmpty else {
            self = .refused(address: address, reason: .noAddress)
            return
        }
        guard trimmed.count <= 8192 else {
            self = .refused(address: String(trimmed.prefix(80)) + "…", reason: .tooLong)
            return
        }
        guard let colon = trimmed.firstIndex(of: ":"), Self.isScheme(trimmed[..<colon]) else {
            self = .refused(address: trimmed, reason: .noScheme)
            return
        }
        let scheme = trimmed[..<colon].lowercased()
        let rest = String(trimmed[trimmed.index(after: colon)...])
        switch scheme {
        case "http", "https":
            guard let web = WebAddress(rest) else {
                self = .refused(address: trimmed, reason: .malformedWebAddress)
                return
            }
            self = web.contentLink(convention: convention) ?? .webPage(trimmed)
        case "mailto":
            let mail = rest.prefix { $0 != "?" }
            self = mail.contains("@") ? .mail(String(mail)) : .refused(address: trimmed, reason: .malformedMailAddress)
        case "tel":
            let number = rest.filter { !$0.isWhitespace }
            let isNumber = !number.isEmpty && number.allSatisfy { $0.isASCII && ($0.isNumber || "+-().".contains($0)) }
            self = isNumber ? .phone(rest.trimmingSpaces) : .refused(address: trimmed, reason: .malformedPhoneNumber)
        default:
            self = .refused(address: trimmed, reason: .schemeNotFollowed(scheme))
        }
    }

    /// Whether it leads to a scene of the convention (not a page, address or number outside it).
    public var isInsideConvention: Bool {
        switch self {
        case .event, .dealer, .knowledgeEntry, .knowledgeGroups, .room, .mapEntry: true
        case .webPage, .mail, .phone, .refused: false
        }
    }

    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
