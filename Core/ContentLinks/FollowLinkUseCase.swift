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
}
