import ConbookCore
import ConbookModuleKit

/// Turns one knowledge entry into display values: its text formatted, its pictures, its links
/// sorted by name with where each leads.
@MainActor
struct KnowledgeDetailInteractor {
    let viewEntry: ViewKnowledgeEntryUseCase
    let viewImage: ViewImageUseCase
    let followLink: FollowLinkUseCase
    let richTextParser: any RichTextParser
    let texts: ModuleWords<KnowledgeDetailText>

    /// The entry and its links, or nil when it is not in the convention.
    func entry(_ id: KnowledgeEntry.ID) -> (viewModel: KnowledgeDetailViewModel, links: TextLinks)? {
        guard let entry = viewEntry.entry(id) else { return nil }
        let text = richTextParser.formattedForDisplay(entry.text, in: texts.shared)
        var links: [(name: String, destination: ContentLink, address: String?)] = viewEntry.links(of: entry).map { link in
            (DisplayText.nonEmpty(link.name) ?? address(of: link), followLink.destination(of: link), Self.webAddress(of: link))
        }
        var addresses = Set(links.compactMap(\.address))
        for link in text?.links ?? [] where addresses.insert(link.address).inserted {
            links.append(
                (DisplayText.nonEmpty(link.label) ?? link.address, followLink.destination(of: link.address), link.address))
        }
        let textLinks = TextLinks(links, wording: texts.shared)
        let viewModel = KnowledgeDetailViewModel(
            id: entry.id.rawValue,
            title: DisplayText.nonEmpty(entry.title) ?? texts(.knowledgeUntitledEntry),
            groupName: viewEntry.group(of: entry).flatMap { DisplayText.nonEmpty($0.name) },
            text: text,
            pictures: entry.imageIDs.compactMap { PictureViewModel(viewImage.image($0), in: texts.shared) },
            links: textLinks.viewModels)
        return (viewModel, textLinks)
    }

    private static func webAddress(of link: Link) -> String? {
        if case .web(let address) = link.target { return address }
        return nil
    }

    private func address(of link: Link) -> String {
        switch link.target {
        case .web(let address), .externalMap(let address): DisplayText.nonEmpty(address) ?? texts(.knowledgeLink)
        case .dealer, .room, .mapEntry: texts(.knowledgeLink)
        }
    }
}
