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
        let text = formatted(entry.text)
        var links: [(name: String, destination: ContentLink, address: String?)] = viewEntry.links(of: entry).map { link in
            (DisplayText.nonEmpty(link.name) ?? Self.address(of: link), followLink.destination(of: link), Self.webAddress(of: link))
        }
        var addresses = Set(links.compactMap(\.address))
        for (label, address) in Self.textLinks(in: text) where addresses.insert(address).inserted {
            links.append((DisplayText.nonEmpty(label) ?? address, followLink.destination(of: address), address))
        }
        let viewModel = KnowledgeDetailViewModel(
            title: DisplayText.nonEmpty(entry.title) ?? "Untitled entry",
            groupName: viewEntry.group(of: entry).flatMap { DisplayText.nonEmpty($0.name) },
            text: text,
            pictures: entry.imageIDs.compactMap { PictureViewModel(viewImage.image($0)) },
            links: links.map { link in
                KnowledgeLinkViewModel(
                    name: link.name, destination: Self.describe(link.destination), canOpen: Self.canOpen(link.destination),
                    address: link.address)
            })
        return (viewModel, links.map { ($0.name, $0.destination) })
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

    /// The links inside a text, as (label, address), in reading order.
    static func textLinks(in text: RichText?) -> [(String, String)] {
        var found: [(String, String)] = []
        func visit(_ inlines: [RichTextInline]) {
            for inline in inlines {
                switch inline {
                case .link(let children, let destination):
                    found.append((children.map(\.plainText).joined(), destination))
                case .emphasis(let children), .strong(let children):
                    visit(children)
                case .text, .code, .lineBreak:
                    break
                }
            }
        }
        func visit(_ blocks: [RichTextBlock]) {
            for block in blocks {
                switch block {
                case .paragraph(let inlines), .heading(_, let inlines): visit(inlines)
                case .list(_, let items): items.forEach(visit)
                case .quote(let blocks): visit(blocks)
                case .code: break
                }
            }
        }
        visit(text?.blocks ?? [])
        return found
    }

    private static func webAddress(of link: Link) -> String? {
        if case .web(let address) = link.target { return address }
        return nil
    }

    private static func address(of link: Link) -> String {
        switch link.target {
        case .web(let address), .externalMap(let address): DisplayText.nonEmpty(address) ?? "Link"
        case .dealer, .room, .mapEntry: "Link"
        }
    }
}
