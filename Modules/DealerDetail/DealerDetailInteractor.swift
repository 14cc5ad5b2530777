import ConbookCore
import ConbookModuleKit

/// Turns one dealer into display values: attendance in words, texts formatted, links and pictures.
@MainActor
struct DealerDetailInteractor {
    let viewDealer: ViewDealerUseCase
    let viewImage: ViewImageUseCase
    let followLink: FollowLinkUseCase
    let richTextParser: any RichTextParser
    let texts: ModuleWords<DealerDetailText>

    /// The dealer with its links (its own, then those of its texts), or nil when it is not in the
    /// Dealers' Den.
    func detail(for id: Dealer.ID) -> (viewModel: DealerDetailViewModel, links: TextLinks)? {
        guard let dealer = viewDealer.dealer(id) else { return nil }
        let aboutTheArtist = formatted(dealer.aboutTheArtist)
        let aboutTheArt = formatted(dealer.aboutTheArt)
        let links = TextLinks(
            links(of: dealer), in: [aboutTheArtist, aboutTheArt], followLink: followLink, wording: texts.shared)
        let viewModel = DealerDetailViewModel(
            id: dealer.id.rawValue,
            name: dealer.preferredName,
            alternateName: dealer.alternateName,
            categories: dealer.categories,
            shortDescription: DisplayText.nonEmpty(dealer.shortDescription),
            attendance: attendance(dealer.attendance),
            afterDarkDen: dealer.isAfterDark ? texts(.dealerAfterDarkDen) : nil,
            links: links.viewModels,
            artistPicture: PictureViewModel(viewImage.image(dealer.artistImageID ?? dealer.thumbnailImageID), in: texts.shared),
            aboutTheArtist: aboutTheArtist,
            aboutTheArt: aboutTheArt,
            artPreview: PictureViewModel(viewImage.image(dealer.artPreviewImageID), in: texts.shared),
            artPreviewCaption: DisplayText.nonEmpty(dealer.artPreviewCaption),
            mapName: viewDealer.location(of: id).map { DisplayText.trimmed($0.map.description) },
            keywords: Self.keywords(of: dealer))
        return (viewModel, links)
    }

    /// The dealer's keywords, a line per category: their own categories first, in their order, then
    /// the rest by name; empty keywords and categories without any are left out.
    static func keywords(of dealer: Dealer) -> [String] {
        let order = dealer.categories + dealer.keywords.keys.filter { !dealer.categories.contains($0) }.sorted()
        return order.compactMap { category in
            let words = (dealer.keywords[category] ?? []).compactMap { DisplayText.nonEmpty($0) }
            guard !words.isEmpty else { return nil }
            let name = DisplayText.nonEmpty(category)
            return (name.map { "\($0): " } ?? "") + words.joined(separator: ", ")
        }
    }

    /// Where the dealer's table is, if on a map.
    func location(of id: Dealer.ID) -> MapLocation? {
        viewDealer.location(of: id)
    }

    private func formatted(_ text: String) -> RichText? {
        richTextParser.formattedForDisplay(text, in: texts.shared)
    }

    /// The days in words: `Every day`, `Thursday and Saturday only`, `Friday only`.
    func attendance(_ days: Set<DealerDay>) -> String {
        let names = days.sorted().map(dayName)
        switch names.count {
        case 0: return texts(.dealerNoDaysGiven)
        case DealerDay.allCases.count: return texts(.dealerEveryDay)
        default: return texts(.dealerOnlyOnDays, ["days": DisplayText.list(names, in: texts.shared)])
        }
    }

    private func dayName(_ day: DealerDay) -> String {
        switch day {
        case .thursday: texts(.weekdayThursday)
        case .friday: texts(.weekdayFriday)
        case .saturday: texts(.weekdaySaturday)
        }
    }

    /// The dealer's web pages, then Twitter, Telegram, Mastodon and Bluesky, then the way to their
    /// table in the venue's navigation, each address once; a handle that is not one (e.g. `-`) and
    /// a navigation address that is not a web address are left out.
    func links(of dealer: Dealer) -> [RichTextLink] {
        var links: [RichTextLink] = dealer.links.compactMap { link in
            guard case .web(let address) = link.target, let url = DisplayText.nonEmpty(address) else { return nil }
            return RichTextLink(label: DisplayText.nonEmpty(link.name) ?? texts(.dealerWebsite), address: url)
        }
        if let handle = Self.handle(dealer.twitterHandle) {
            links.append(RichTextLink(label: "Twitter @\(handle)", address: "https://twitter.com/\(handle)"))
        }
        if let handle = Self.handle(dealer.telegramHandle) {
            links.append(RichTextLink(label: "Telegram @\(handle)", address: "https://t.me/\(handle)"))
        }
        if let (user, server) = Self.mastodonAccount(dealer.mastodonHandle) {
            links.append(RichTextLink(label: "Mastodon @\(user)@\(server)", address: "https://\(server)/@\(user)"))
        }
        if let handle = Self.domainHandle(dealer.blueskyHandle) {
            links.append(RichTextLink(label: "Bluesky @\(handle)", address: "https://bsky.app/profile/\(handle)"))
        }
        if let navigation = DisplayText.nonEmpty(dealer.navigationURL),
            navigation.lowercased().hasPrefix("https://") || navigation.lowercased().hasPrefix("http://")
        {
            links.append(RichTextLink(label: texts(.dealerNavigation), address: navigation))
        }
        var seen: Set<String> = []
        return links.filter { seen.insert(Self.comparable($0.address)).inserted }
    }

    /// A handle without `@`, when it is one: letters, digits and underscores.
    private static func handle(_ text: String) -> String? {
        var handle = DisplayText.trimmed(text)
        if handle.hasPrefix("@") { handle.removeFirst() }
        let isHandle =
            !handle.isEmpty
            && handle.unicodeScalars.allSatisfy { scalar in
                scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            }
        return isHandle ? handle : nil
    }

    /// A Mastodon account `@user@server` (the first `@` optional) as its user and server.
    private static func mastodonAccount(_ text: String) -> (String, String)? {
        var account = DisplayText.trimmed(text)
        if account.hasPrefix("@") { account.removeFirst() }
        let parts = account.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let user = handle(String(parts[0])), let server = domainHandle(String(parts[1])),
            server.contains(".")
        else { return nil }
        return (user, server)
    }

    /// A handle that is a domain name (Bluesky's `name.bsky.social`, a Mastodon server), without `@`.
    private static func domainHandle(_ text: String) -> String? {
        var handle = DisplayText.trimmed(text)
        if handle.hasPrefix("@") { handle.removeFirst() }
        let isDomain =
            handle.contains(".") && !handle.hasPrefix(".") && !handle.hasSuffix(".") && !handle.contains("..")
            && handle.unicodeScalars.allSatisfy { scalar in
                scalar == "-" || scalar == "." || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || ("0"..."9").contains(scalar)
            }
        return isDomain ? handle.lowercased() : nil
    }

    /// An address as compared for duplicates: without case, `www.` or a trailing slash.
    private static func comparable(_ url: String) -> String {
        var text = url.lowercased()
        for prefix in ["https://", "http://"] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        if text.hasPrefix("www.") { text.removeFirst(4) }
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }
}
