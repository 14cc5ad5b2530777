/// Why Conbook does not follow a link or an address. `description` says it in English (for logs
/// and embedders); the modules word it in the language shown.
public enum LinkRefusal: Hashable, Sendable, CustomStringConvertible {
    /// The link has no address at all.
    case noAddress
    /// The address is longer than any real one (over 8,192 characters).
    case tooLong
    /// The address has no scheme such as `https:`.
    case noScheme
    /// An `http(s):` address that is not a web address.
    case malformedWebAddress
    /// A `mailto:` address without a mail address.
    case malformedMailAddress
    /// A `tel:` address that is not a phone number.
    case malformedPhoneNumber
    /// A scheme Conbook does not follow (`javascript`, `data`, `file`…), as written in lower case.
    case schemeNotFollowed(String)
    /// A deep link to something the convention does not hold.
    case notInConvention(ContentKind, id: String)

    /// The kinds of things a deep link can name.
    public enum ContentKind: String, Hashable, Sendable {
        case event, dealer, knowledgeEntry, room, mapEntry
    }

    public var description: String {
        switch self {
        case .noAddress: "the link has no address"
        case .tooLong: "the address is too long"
        case .noScheme: "the address has no scheme (such as https:)"
        case .malformedWebAddress: "the web address is malformed"
        case .malformedMailAddress: "the mail address is malformed"
        case .malformedPhoneNumber: "the phone number is malformed"
        case .schemeNotFollowed(let scheme): "\(scheme): links are not followed"
        case .notInConvention(let kind, let id): "the \(Self.name(of: kind)) “\(id)” is not found in this convention"
        }
    }

    private static func name(of kind: ContentKind) -> String {
        switch kind {
        case .event: "event"
        case .dealer: "dealer"
        case .knowledgeEntry: "knowledge entry"
        case .room: "room"
        case .mapEntry: "place on the maps"
        }
    }
}
