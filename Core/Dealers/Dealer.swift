/// Someone selling in the Dealers' Den (or the After Dark Den): an artist, a shop, a fursuit maker.
public struct Dealer: Hashable, Sendable {
    /// Identifies a dealer.
    public typealias ID = Identifier<Dealer>

    /// The dealer's identifier.
    public var id: ID
    /// The name the dealer gave for the den; may be empty.
    public var displayName: String
    /// The dealer's nickname as an attendee; may be empty.
    public var attendeeNickname: String
    /// One line about what they sell.
    public var shortDescription: String
    /// About the artist (may be Markdown).
    public var aboutTheArtist: String
    /// About the art (may be Markdown).
    public var aboutTheArt: String
    /// The caption of the art preview image.
    public var artPreviewCaption: String
    /// What they sell, in the organisers' categories, e.g. `Prints`.
    public var categories: [String]
    /// The convention days they are at their table (Thursday, Friday, Saturday).
    public var attendance: Set<DealerDay>
    /// Whether they sell in the After Dark Dealers' Den.
    public var isAfterDark: Bool
    /// Their links (web pages).
    public var links: [Link]
    /// Their Twitter handle, without `@`; empty when none.
    public var twitterHandle: String
    /// Their Telegram handle; empty when none.
    public var telegramHandle: String
    /// A small picture for lists.
    public var thumbnailImageID: ImageReference.ID?
    /// A picture of the artist.
    public var artistImageID: ImageReference.ID?
    /// A preview of their art.
    public var artPreviewImageID: ImageReference.ID?

    /// Their Discord name, as the source spells it; empty when none.
    public var discordHandle: String
    /// Their Mastodon address (e.g. `@fox@example.social`), as the source spells it; empty when none.
    public var mastodonHandle: String
    /// Their Bluesky handle, as the source spells it; empty when none.
    public var blueskyHandle: String
    /// Words about what they sell, by category (e.g. `Prints: [stickers, badges]`); empty when the
    /// source has none.
    public var keywords: [String: [String]]
    /// The address of their table in the venue's navigation, as the source spells it; empty when none.
    public var navigationURL: String

    /// Creates a dealer.
    public init(
        id: ID, displayName: String = "", attendeeNickname: String = "", shortDescription: String = "",
        aboutTheArtist: String = "", aboutTheArt: String = "", artPreviewCaption: String = "",
        categories: [String] = [], attendance: Set<DealerDay> = Set(DealerDay.allCases), isAfterDark: Bool = false,
        links: [Link] = [], twitterHandle: String = "", telegramHandle: String = "",
        thumbnailImageID: ImageReference.ID? = nil, artistImageID: ImageReference.ID? = nil,
        artPreviewImageID: ImageReference.ID? = nil, discordHandle: String = "", mastodonHandle: String = "",
        blueskyHandle: String = "", keywords: [String: [String]] = [:], navigationURL: String = ""
    ) {
        self.id = id
        self.displayName = displayName
        self.attendeeNickname = attendeeNickname
        self.shortDescription = shortDescription
        self.aboutTheArtist = aboutTheArtist
        self.aboutTheArt = aboutTheArt
        self.artPreviewCaption = artPreviewCaption
        self.categories = categories
        self.attendance = attendance
        self.isAfterDark = isAfterDark
        self.links = links
        self.twitterHandle = twitterHandle
        self.telegramHandle = telegramHandle
        self.thumbnailImageID = thumbnailImageID
        self.artistImageID = artistImageID
        self.artPreviewImageID = artPreviewImageID
        self.discordHandle = discordHandle
        self.mastodonHandle = mastodonHandle
        self.blueskyHandle = blueskyHandle
        self.keywords = keywords
        self.navigationURL = navigationURL
    }

    /// The name to show: the display name, else the attendee nickname, else `?`.
    public var preferredName: String {
        let display = displayName.trimmingSpaces
        if !display.isEmpty { return display }
        let nickname = attendeeNickname.trimmingSpaces
        return nickname.isEmpty ? "?" : nickname
    }

    /// The nickname, when it is not the name shown.
    public var alternateName: String? {
        let nickname = attendeeNickname.trimmingSpaces
        return nickname.isEmpty || nickname == preferredName ? nil : nickname
    }

    /// Whether the dealer is at the den on every one of its days.
    public var attendsEveryDay: Bool {
        attendance == Set(DealerDay.allCases)
    }
}

extension Dealer: SyncedEntity {
    /// Dealers may be many (the Core reads them from the store as it needs them); their pictures
    /// are images to download.
    public static let kind = EntityKind<Dealer>(
        name: "dealer",
        references: [.optional(\.thumbnailImageID), .optional(\.artistImageID), .optional(\.artPreviewImageID)])
}

extension String {
    /// The text without white space at either end.
    var trimmingSpaces: String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return String(self[start..<max(start, end)])
    }
}
