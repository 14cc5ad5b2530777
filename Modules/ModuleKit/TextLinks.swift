public import ConbookCore

/// The links inside a scene's texts, once each (by address), in reading order, as display values
/// with where each leads: what a detail scene lists for `open N` and its presenter follows.
@MainActor
public struct TextLinks {
    /// The links as display values, in order.
    public let viewModels: [LinkViewModel]
    /// Where each leads, by the same index.
    public let destinations: [ContentLink]

    /// No links.
    public init() {
        viewModels = []
        destinations = []
    }

    /// The links given first (e.g. a dealer's own), then those of the texts, in their order, each
    /// address once, understood by the Core; where each leads worded from `wording`.
    public init(
        _ named: [RichTextLink] = [], in texts: [RichText?], followLink: FollowLinkUseCase,
        wording: TextCatalogue<ModuleText>
    ) {
        var seen: Set<String> = []
        let links = (named + texts.flatMap { $0?.links ?? [] }).filter { seen.insert($0.address).inserted }
        destinations = links.map { followLink.destination(of: $0.address) }
        viewModels = zip(links, destinations).map { link, destination in
            LinkViewModel(
                name: DisplayText.nonEmpty(link.label) ?? link.address, leadingTo: destination, address: link.address,
                in: wording)
        }
    }

    /// Links already understood, in order: each a name, where it leads and the address shown
    /// (nil for a link inside the convention that has none), worded from `wording`.
    public init(_ links: [(name: String, destination: ContentLink, address: String?)], wording: TextCatalogue<ModuleText>) {
        destinations = links.map(\.destination)
        viewModels = links.map { LinkViewModel(name: $0.name, leadingTo: $0.destination, address: $0.address, in: wording) }
    }

    /// The link at an index, with its name, when there is one and it can be followed.
    public func followable(at index: Int) -> (destination: ContentLink, name: String)? {
        guard viewModels.indices.contains(index), viewModels[index].canOpen else { return nil }
        return (destinations[index], viewModels[index].name)
    }
}
