import ConbookCore
import ConbookModuleKit

/// Turns one table into display values: its links (website, Telegram) and picture.
@MainActor
struct ArtistAlleyDetailInteractor {
    let browseArtistAlley: BrowseArtistAlleyUseCase
    let followLink: FollowLinkUseCase
    let viewImage: ViewImageUseCase
    let texts: ModuleWords<ArtistAlleyDetailText>

    /// The table with its links, or nil when it is not in the alley.
    func detail(for id: ArtistAlleyTable.ID) -> (viewModel: ArtistAlleyDetailViewModel, links: TextLinks)? {
        guard let table = browseArtistAlley.table(id) else { return nil }
        let links = TextLinks(
            Self.links(of: table, website: texts(.alleyWebsite)), in: [], followLink: followLink, wording: texts.shared)
        let viewModel = ArtistAlleyDetailViewModel(
            id: id.rawValue,
            name: DisplayText.trimmed(table.displayName),
            table: DisplayText.nonEmpty(table.location).map { texts(.alleyTableNumber, ["table": $0]) },
            shortDescription: DisplayText.nonEmpty(table.shortDescription), links: links.viewModels,
            picture: PictureViewModel(viewImage.image(table.imageID), in: texts.shared))
        return (viewModel, links)
    }

    /// The website (`https://` added when it names no scheme), then Telegram as `https://t.me/…`;
    /// a handle that is not one (e.g. `-`) is left out.
    static func links(of table: ArtistAlleyTable, website: String) -> [RichTextLink] {
        var links: [RichTextLink] = []
        if let address = DisplayText.nonEmpty(table.websiteURL) {
            links.append(RichTextLink(label: website, address: address.contains(":") ? address : "https://" + address))
        }
        var handle = DisplayText.trimmed(table.telegramHandle)
        if handle.hasPrefix("@") { handle.removeFirst() }
        let isHandle =
            !handle.isEmpty
            && handle.unicodeScalars.allSatisfy { scalar in
                scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            }
        if isHandle {
            links.append(RichTextLink(label: "Telegram @\(handle)", address: "https://t.me/\(handle)"))
        }
        return links
    }
}
