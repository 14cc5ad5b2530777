public import ConbookCore
import ConbookTime
public import Foundation

/// Writes a `SyncResponse` in the Eurofurence v2 wire format, for serving the contract suites'
/// data through the real file and HTTP sources. (The app never writes this format; only tests do.)
/// It is written apart from the decoder on purpose, from the reference, so that a wrong key on
/// one side is not hidden by the same mistake on the other.
public struct EurofurenceJSONWriter {
    /// Which server's form to write.
    public enum Shape: Sendable {
        /// Every field of either year, each date with `Z`: the 2023 server's form, with the fields
        /// added since written too.
        case everyField
        /// As a 2026 server writes it (`eurofurence-2026.md`): dates read from its database without
        /// a zone (`CurrentDateTimeUtc` keeps its `Z`), `ShortName`, `AttendeeNickname` and
        /// `FontAwesomeIconCharacterUnicodeAddress` no longer sent, `IsInternal`, `Duration`,
        /// `Groups`, link ids and `AppConfig` sent, null for missing texts.
        case server2026
    }

    private let shape: Shape

    /// The response as Eurofurence `Sync` JSON, with every node the real server sends.
    public static func data(for response: SyncResponse, shape: Shape = .everyField) throws -> Data {
        try JSONSerialization.data(
            withJSONObject: EurofurenceJSONWriter(shape: shape).object(for: response), options: [.sortedKeys])
    }

    /// What a response written in a shape keeps, as a decoder reads it back: no people (the
    /// format names hosts only, in `PanelHosts`); in the 2026 shape, also dealers without a
    /// nickname, knowledge groups without an icon code, and a room's short name as its name's part
    /// before an en dash.
    public static func kept(of response: SyncResponse, in shape: Shape) -> SyncResponse {
        var kept = response
        kept[Person.self] = EntityChanges()
        guard shape == .server2026 else { return kept }
        kept[Dealer.self].changed = response[Dealer.self].changed.map { dealer in
            var kept = dealer
            kept.attendeeNickname = ""
            return kept
        }
        kept[KnowledgeGroup.self].changed = response[KnowledgeGroup.self].changed.map { group in
            var kept = group
            kept.iconCode = ""
            return kept
        }
        kept[Room.self].changed = response[Room.self].changed.map { room in
            var kept = room
            let dash = room.name.firstIndex(of: "–")
            kept.shortName = dash.map { room.name[..<$0].trimmingCharacters(in: .whitespaces) } ?? ""
            return kept
        }
        return kept
    }

    private func object(for response: SyncResponse) -> [String: Any] {
        var object: [String: Any] = [
            "ConventionIdentifier": response.conventionIdentifier.rawValue,
            "Since": NSNull(),
            "CurrentDateTimeUtc": ISO8601Timestamp.format(response.serverTime),
            "State": shape == .server2026 ? NSNull() : "preview",
            "Events": node(response[Event.self], encode: event),
            "EventConferenceDays": node(response[Day.self]) { day in
                var object: [String: Any] = ["Id": day.id.rawValue, "Name": day.name, "Date": "\(day.date)T00:00:00.000"]
                if shape == .server2026 { object["IsInternal"] = false } else { object["Date"] = "\(day.date)T00:00:00.000Z" }
                return object
            },
            "EventConferenceRooms": node(response[Room.self], encode: room),
            "EventConferenceTracks": node(response[Track.self]) { track in
                var object: [String: Any] = ["Id": track.id.rawValue, "Name": track.name]
                if shape == .server2026 { (object["Description"], object["IsInternal"]) = (NSNull(), false) }
                return object
            },
            "Announcements": node(response[Announcement.self], encode: announcement),
            "Images": node(response[ImageReference.self], encode: image),
            "Dealers": node(response[Dealer.self], encode: dealer),
            "KnowledgeGroups": node(response[KnowledgeGroup.self], encode: knowledgeGroup),
            "KnowledgeEntries": node(response[KnowledgeEntry.self], encode: knowledgeEntry),
            "Maps": node(response[ConventionMap.self], encode: map),
            "TableRegistrations": node(response[ArtistAlleyTable.self], encode: artistAlleyTable),
        ]
        if shape == .server2026 {
            object["AppConfig"] = ["LatestRelease": "7.2.0", "FeatureWalletPassesDisabled": "False"]
        }
        return object
    }

    /// A date as the shape writes those read from the server's database.
    private func date(_ instant: Instant) -> String {
        let zoned = ISO8601Timestamp.format(instant)
        return shape == .server2026 ? String(zoned.dropLast()) : zoned
    }

    /// A text that may be empty: null in the 2026 shape when empty, as its nullable fields are.
    private func text(_ text: String) -> Any {
        shape == .server2026 && text.isEmpty ? NSNull() : text
    }

    private func node<Entity>(
        _ changes: EntityChanges<Entity>, encode: (Entity) -> [String: Any]
    ) -> [String: Any] where Entity.ID == Identifier<Entity> {
        [
            "RemoveAllBeforeInsert": changes.removeAllBeforeInsert,
            "ChangedEntities": changes.changed.map(encode),
            "DeletedEntities": changes.deleted.map(\.rawValue),
        ]
    }

    private func event(_ event: Event) -> [String: Any] {
        [
            "Id": event.id.rawValue, "Slug": event.slug, "Title": event.title, "SubTitle": event.subtitle,
            "Abstract": event.abstract, "Description": event.description,
            "ConferenceDayId": event.dayID.rawValue, "ConferenceRoomId": event.roomID.rawValue,
            "ConferenceTrackId": event.trackID.rawValue,
            "StartDateTimeUtc": date(event.start),
            "EndDateTimeUtc": date(event.end),
            "PanelHosts": event.hosts.joined(separator: ", "), "Tags": event.tags,
            "BannerImageId": event.bannerImageID?.rawValue ?? NSNull(),
            "PosterImageId": event.posterImageID?.rawValue ?? NSNull(),
            "IsAcceptingFeedback": event.isAcceptingFeedback, "IsDeviatingFromConBook": event.isDeviatingFromConBook,
            "IsInternal": false,
        ].merging(shape == .server2026 ? ["Abstract": text(event.abstract)] : [:]) { $1 }
    }

    private func room(_ room: Room) -> [String: Any] {
        var object: [String: Any] = [
            "Id": room.id.rawValue, "Name": room.name, "Description": text(room.roomDescription),
            "Capacity": room.capacity ?? NSNull(), "MapLink": text(room.navigationURL),
        ]
        if shape == .server2026 {
            object["IsInternal"] = false
        } else {
            object["ShortName"] = room.shortName
        }
        return object
    }

    private func announcement(_ announcement: Announcement) -> [String: Any] {
        [
            "Id": announcement.id.rawValue, "Title": announcement.title, "Content": announcement.content,
            "Author": announcement.author, "Area": announcement.area,
            "ValidFromDateTimeUtc": date(announcement.validFrom),
            "ValidUntilDateTimeUtc": date(announcement.validUntil),
            "LastChangeDateTimeUtc": date(announcement.lastChanged),
            "ImageId": announcement.imageID?.rawValue ?? NSNull(),
        ]
    }

    private func image(_ image: ImageReference) -> [String: Any] {
        [
            "Id": image.id.rawValue, "InternalReference": image.internalReference, "Width": image.width,
            "Height": image.height, "SizeInBytes": image.sizeInBytes, "MimeType": image.mimeType,
            "ContentHashSha1": image.contentHash, "Url": image.url ?? NSNull(),
        ]
    }

    private func dealer(_ dealer: Dealer) -> [String: Any] {
        [
            "Id": dealer.id.rawValue, "DisplayName": dealer.displayName,
            "ShortDescription": text(dealer.shortDescription), "AboutTheArtistText": dealer.aboutTheArtist,
            "AboutTheArtText": dealer.aboutTheArt, "ArtPreviewCaption": dealer.artPreviewCaption,
            "Categories": dealer.categories, "AttendsOnThursday": dealer.attendance.contains(.thursday),
            "AttendsOnFriday": dealer.attendance.contains(.friday),
            "AttendsOnSaturday": dealer.attendance.contains(.saturday), "IsAfterDark": dealer.isAfterDark,
            "Links": dealer.links.isEmpty ? NSNull() : dealer.links.map(link), "TwitterHandle": dealer.twitterHandle,
            "TelegramHandle": dealer.telegramHandle,
            "ArtistThumbnailImageId": dealer.thumbnailImageID?.rawValue ?? NSNull(),
            "ArtistImageId": dealer.artistImageID?.rawValue ?? NSNull(),
            "ArtPreviewImageId": dealer.artPreviewImageID?.rawValue ?? NSNull(),
            "DiscordHandle": text(dealer.discordHandle), "MastodonHandle": text(dealer.mastodonHandle),
            "BlueskyHandle": text(dealer.blueskyHandle), "Keywords": dealer.keywords.isEmpty ? NSNull() : dealer.keywords,
            "MapLink": text(dealer.navigationURL),
        ].merging(shape == .server2026 ? [:] : ["AttendeeNickname": dealer.attendeeNickname]) { $1 }
    }

    private func knowledgeGroup(_ group: KnowledgeGroup) -> [String: Any] {
        [
            "Id": group.id.rawValue, "Name": group.name, "Description": group.groupDescription, "Order": group.order,
            "ShowInHamburgerMenu": false, "FontAwesomeIconName": text(group.iconName),
        ].merging(shape == .server2026 ? [:] : ["FontAwesomeIconCharacterUnicodeAddress": group.iconCode]) { $1 }
    }

    private func knowledgeEntry(_ entry: KnowledgeEntry) -> [String: Any] {
        [
            "Id": entry.id.rawValue, "KnowledgeGroupId": entry.groupID.rawValue, "Title": entry.title,
            "Text": entry.text, "Order": entry.order, "Links": entry.links.map(link),
            "ImageIds": entry.imageIDs.map(\.rawValue), "Published": entry.published.map(date) ?? NSNull(),
        ]
    }

    private func artistAlleyTable(_ table: ArtistAlleyTable) -> [String: Any] {
        [
            "Id": table.id.rawValue, "DisplayName": table.displayName, "ShortDescription": table.shortDescription,
            "Location": table.location, "WebsiteUrl": table.websiteURL.isEmpty ? NSNull() : table.websiteURL,
            "TelegramHandle": table.telegramHandle.isEmpty ? NSNull() : table.telegramHandle,
            "ImageId": table.imageID?.rawValue ?? NSNull(),
            "CreatedDateTimeUtc": date(table.registeredAt),
        ]
    }

    private func map(_ map: ConventionMap) -> [String: Any] {
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

    private func link(_ link: Link) -> [String: Any] {
        let (type, target): (String, String) =
            switch link.target {
            case .web(let url): ("WebExternal", url)
            case .dealer(let id): ("DealerDetail", id.rawValue)
            case .room(let id): ("EventConferenceRoom", id.rawValue)
            case .mapEntry(let id): ("MapEntry", id.rawValue)
            case .externalMap(let map): ("MapExternal", map)
            }
        var object: [String: Any] = ["FragmentType": type, "Name": link.name, "Target": target]
        if shape == .server2026 {
            // Since 2024 links carry a database id and time, meaningless to clients.
            (object["Id"], object["LastChangeDateTimeUtc"]) = ("0b0e5f4e-7a61-4c2e-9d1f-5a3c2b1e0d9c", "2026-08-20T10:00:00.000")
        }
        return object
    }
}
