public import ConbookCore
import ConbookTime
public import Foundation

/// Writes a `SyncResponse` in the Eurofurence v2 wire format, for serving the contract suites'
/// data through the real file and HTTP sources. (The app never writes this format; only tests do.)
public enum EurofurenceJSONWriter {
    /// The response as Eurofurence `Sync` JSON, with every node the real server sends.
    public static func data(for response: SyncResponse) throws -> Data {
        let object: [String: Any] = [
            "ConventionIdentifier": response.conventionIdentifier.rawValue,
            "Since": NSNull(),
            "CurrentDateTimeUtc": ISO8601Timestamp.format(response.serverTime),
            "State": "preview",
            "Events": node(response[Event.self], encode: event),
            "EventConferenceDays": node(response[Day.self]) { day in
                ["Id": day.id.rawValue, "Name": day.name, "Date": "\(day.date)T00:00:00.000Z"]
            },
            "EventConferenceRooms": node(response[Room.self]) { room in
                ["Id": room.id.rawValue, "Name": room.name, "ShortName": room.shortName]
            },
            "EventConferenceTracks": node(response[Track.self]) { track in ["Id": track.id.rawValue, "Name": track.name] },
            "Announcements": node(response[Announcement.self], encode: announcement),
            "Images": node(response[ImageReference.self], encode: image),
            "Dealers": node(response[Dealer.self], encode: dealer),
            "KnowledgeGroups": node(response[KnowledgeGroup.self], encode: knowledgeGroup),
            "KnowledgeEntries": node(response[KnowledgeEntry.self], encode: knowledgeEntry),
            "Maps": node(response[ConventionMap.self], encode: map),
            "TableRegistrations": node(response[ArtistAlleyTable.self], encode: artistAlleyTable),
        ]
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    private static func node<Entity>(
        _ changes: EntityChanges<Entity>, encode: (Entity) -> [String: Any]
    ) -> [String: Any] where Entity.ID == Identifier<Entity> {
        [
            "RemoveAllBeforeInsert": changes.removeAllBeforeInsert,
            "ChangedEntities": changes.changed.map(encode),
            "DeletedEntities": changes.deleted.map(\.rawValue),
        ]
    }

    private static func event(_ event: Event) -> [String: Any] {
        [
            "Id": event.id.rawValue, "Slug": event.slug, "Title": event.title, "SubTitle": event.subtitle,
            "Abstract": event.abstract, "Description": event.description,
            "ConferenceDayId": event.dayID.rawValue, "ConferenceRoomId": event.roomID.rawValue,
            "ConferenceTrackId": event.trackID.rawValue,
            "StartDateTimeUtc": ISO8601Timestamp.format(event.start),
            "EndDateTimeUtc": ISO8601Timestamp.format(event.end),
            "PanelHosts": event.hosts.joined(separator: ", "), "Tags": event.tags,
            "BannerImageId": event.bannerImageID?.rawValue ?? NSNull(),
            "PosterImageId": event.posterImageID?.rawValue ?? NSNull(),
            "IsAcceptingFeedback": event.isAcceptingFeedback, "IsDeviatingFromConBook": event.isDeviatingFromConBook,
        ]
    }

    private static func announcement(_ announcement: Announcement) -> [String: Any] {
        [
            "Id": announcement.id.rawValue, "Title": announcement.title, "Content": announcement.content,
            "Author": announcement.author, "Area": announcement.area,
            "ValidFromDateTimeUtc": ISO8601Timestamp.format(announcement.validFrom),
            "ValidUntilDateTimeUtc": ISO8601Timestamp.format(announcement.validUntil),
            "LastChangeDateTimeUtc": ISO8601Timestamp.format(announcement.lastChanged),
            "ImageId": announcement.imageID?.rawValue ?? NSNull(),
        ]
    }

    private static func image(_ image: ImageReference) -> [String: Any] {
        [
            "Id": image.id.rawValue, "InternalReference": image.internalReference, "Width": image.width,
            "Height": image.height, "SizeInBytes": image.sizeInBytes, "MimeType": image.mimeType,
            "ContentHashSha1": image.contentHash, "Url": image.url ?? NSNull(),
        ]
    }

    private static func dealer(_ dealer: Dealer) -> [String: Any] {
        [
            "Id": dealer.id.rawValue, "DisplayName": dealer.displayName, "AttendeeNickname": dealer.attendeeNickname,
            "ShortDescription": dealer.shortDescription, "AboutTheArtistText": dealer.aboutTheArtist,
            "AboutTheArtText": dealer.aboutTheArt, "ArtPreviewCaption": dealer.artPreviewCaption,
            "Categories": dealer.categories, "AttendsOnThursday": dealer.attendance.contains(.thursday),
            "AttendsOnFriday": dealer.attendance.contains(.friday),
            "AttendsOnSaturday": dealer.attendance.contains(.saturday), "IsAfterDark": dealer.isAfterDark,
            "Links": dealer.links.isEmpty ? NSNull() : dealer.links.map(link), "TwitterHandle": dealer.twitterHandle,
            "TelegramHandle": dealer.telegramHandle,
            "ArtistThumbnailImageId": dealer.thumbnailImageID?.rawValue ?? NSNull(),
            "ArtistImageId": dealer.artistImageID?.rawValue ?? NSNull(),
            "ArtPreviewImageId": dealer.artPreviewImageID?.rawValue ?? NSNull(),
        ]
    }

    private static func knowledgeGroup(_ group: KnowledgeGroup) -> [String: Any] {
        [
            "Id": group.id.rawValue, "Name": group.name, "Description": group.groupDescription, "Order": group.order,
            "ShowInHamburgerMenu": false, "FontAwesomeIconCharacterUnicodeAddress": group.iconCode,
        ]
    }

    private static func knowledgeEntry(_ entry: KnowledgeEntry) -> [String: Any] {
        [
            "Id": entry.id.rawValue, "KnowledgeGroupId": entry.groupID.rawValue, "Title": entry.title,
            "Text": entry.text, "Order": entry.order, "Links": entry.links.map(link),
            "ImageIds": entry.imageIDs.map(\.rawValue),
        ]
    }

    private static func artistAlleyTable(_ table: ArtistAlleyTable) -> [String: Any] {
        [
            "Id": table.id.rawValue, "DisplayName": table.displayName, "ShortDescription": table.shortDescription,
            "Location": table.location, "WebsiteUrl": table.websiteURL.isEmpty ? NSNull() : table.websiteURL,
            "TelegramHandle": table.telegramHandle.isEmpty ? NSNull() : table.telegramHandle,
            "ImageId": table.imageID?.rawValue ?? NSNull(),
            "CreatedDateTimeUtc": ISO8601Timestamp.format(table.registeredAt),
        ]
    }

    private static func map(_ map: ConventionMap) -> [String: Any] {
        [
            "Id": map.id.rawValue, "ImageId": map.imageID?.rawValue ?? NSNull(), "Description": map.description,
            "Order": map.order, "IsBrowseable": map.isBrowsable,
            "Entries": map.entries.map { entry in
                [
                    "Id": entry.id.rawValue, "X": entry.x, "Y": entry.y, "TapRadius": entry.tapRadius,
                    "Links": entry.links.map(link),
                ] as [String: Any]
            },
        ]
    }

    private static func link(_ link: Link) -> [String: Any] {
        let (type, target): (String, String) =
            switch link.target {
            case .web(let url): ("WebExternal", url)
            case .dealer(let id): ("DealerDetail", id.rawValue)
            case .room(let id): ("EventConferenceRoom", id.rawValue)
            case .mapEntry(let id): ("MapEntry", id.rawValue)
            case .externalMap(let map): ("MapExternal", map)
            }
        return ["FragmentType": type, "Name": link.name, "Target": target]
    }
}
