/// Use case: find where a link or an address leads in the convention shown (see `ContentLink`).
@MainActor
public struct FollowLinkUseCase {
    let repository: ConventionRepository

    /// Where a link of the data leads.
    public func destination(of link: Link) -> ContentLink {
        ContentLink(link, convention: repository.outline?.conventionIdentifier)
    }

    /// Where an address leads, e.g. a deep link `https://app.eurofurence.org/EF27/Web/Events/{id}`.
    public func destination(of address: String) -> ContentLink {
        ContentLink(address: address, convention: repository.outline?.conventionIdentifier)
    }

    /// Where a deep link leads, checked against the convention: an address of an event, a dealer
    /// or a knowledge entry the convention does not hold is refused (`the event “x” is not found
    /// in this convention`). Before the convention is known it is taken as written.
    public func destination(ofDeepLink address: String) -> ContentLink {
        checked(destination(of: address), address: address)
    }

    /// A destination checked against the convention: an event, a dealer, a knowledge entry, a room
    /// or a map entry the convention does not hold is refused, as for a deep link; before the
    /// convention is known it is taken as given.
    /// - Parameters:
    ///   - destination: where a link leads.
    ///   - address: the address to name in a refusal; the destination's id when nil.
    public func checked(_ destination: ContentLink, address: String? = nil) -> ContentLink {
        guard repository.outline != nil, let missing = missingTarget(of: destination) else { return destination }
        return .refused(address: address ?? missing.id, reason: .notInConvention(missing.kind, id: missing.id))
    }

    private func missingTarget(of destination: ContentLink) -> (kind: LinkRefusal.ContentKind, id: String)? {
        switch destination {
        case .event(let id):
            repository.event(id) == nil ? (.event, id.rawValue) : nil
        case .dealer(let id):
            repository.dealers(ids: [id]).isEmpty ? (.dealer, id.rawValue) : nil
        case .knowledgeEntry(let id):
            repository.outline?[KnowledgeEntry.self][id] == nil ? (.knowledgeEntry, id.rawValue) : nil
        case .room(let id):
            repository.outline?[Room.self][id] == nil ? (.room, id.rawValue) : nil
        case .mapEntry(let id):
            MapLocation.entry(id, in: repository.maps()) == nil ? (.mapEntry, id.rawValue) : nil
        case .knowledgeGroups, .webPage, .mail, .phone, .refused:
            nil
        }
    }
}
