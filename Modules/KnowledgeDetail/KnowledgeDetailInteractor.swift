import ConbookCore
import ConbookModuleKit

/// Turns one knowledge entry into display values: its text formatted, its pictures, its links
/// sorted by name with where each leads.
@MainActor
struct KnowledgeDetailInteractor {
    /// Texts longer than this (in UTF-8 bytes) are shown plain, cut to this length, never parsed.
    static let longestFormattedText = 1 << 20

    let viewEntry: ViewKnowledgeEntryUseCase
    let viewImage: ViewImageUseCase
    let followLink: FollowLinkUseCase
    let richTextParser: any RichTextParser

    /// The entry and its links' destinations by row, or nil when it is not in the convention.
    func entry(_ id: KnowledgeEntry.ID) -> (viewModel: KnowledgeDetailViewModel, links: [(String, ContentLink)])? {
        guard let entry = viewEntry.entry(id) else { return nil }
        let links = viewEntry.links(of: entry).map { link in
            (DisplayText.nonEmpty(link.name) ?? Self.address(of: link), followLink.destination(of: link))
        }
        let viewModel = KnowledgeDetailViewModel(
            title: DisplayText.nonEmpty(entry.title) ?? "Untitled entry",
            groupName: viewEntry.group(of: entry).flatMap { DisplayText.nonEmpty($0.name) },
            text: formatted(entry.text),
            pictures: entry.imageIDs.compactMap { PictureViewModel(viewImage.image($0)) },
            links: links.map { name, destination in
                KnowledgeLinkViewModel(
                    name: name, destination: Self.describe(destination), canOpen: Self.canOpen(destination))
            })
        return (viewModel, links)
    }

    private func formatted(_ text: String) -> RichText? {
        guard let text = DisplayText.nonEmpty(text) else { return nil }
        guard text.utf8.count <= Self.longestFormattedText else {
            let cut = String(decoding: text.utf8.prefix(Self.longestFormattedText), as: UTF8.self)
            return richTextParser.parse(cut + "\n\n(The text is too long to show whole.)", as: .plain)
        }
        return richTextParser.parse(text, as: .automatic)
    }

    static func canOpen(_ destination: ContentLink) -> Bool {
        if case .refused = destination { return false }
        return true
    }

    /// Where a link leads, in words.
    static func describe(_ destination: ContentLink) -> String {
        switch destination {
        case .event: "event"
        case .dealer: "dealer"
        case .knowledgeEntry: "knowledge entry"
        case .knowledgeGroups: "the knowledge base"
        case .room: "room, on the map"
        case .mapEntry: "place on the map"
        case .webPage(let address): "web page · \(address)"
        case .mail(let address): "e-mail · \(address)"
        case .phone(let number): "phone · \(number)"
        case .refused(_, let reason): "not opened: \(reason)"
        }
    }

    private static func address(of link: Link) -> String {
        switch link.target {
        case .web(let address), .externalMap(let address): DisplayText.nonEmpty(address) ?? "Link"
        case .dealer, .room, .mapEntry: "Link"
        }
    }
}
