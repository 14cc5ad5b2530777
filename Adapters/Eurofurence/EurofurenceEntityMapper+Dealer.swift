import ConbookCore

extension EurofurenceEntityMapper {
    /// A dealer: missing texts are empty, missing days and after-dark are false, `Links: null` is
    /// no links; the days become the set of days attended.
    func dealer(_ wire: EurofurenceWire.Dealer, at path: String) throws(ConventionAPIError) -> Dealer {
        var attendance: Set<DealerDay> = []
        if wire.attendsOnThursday == true { attendance.insert(.thursday) }
        if wire.attendsOnFriday == true { attendance.insert(.friday) }
        if wire.attendsOnSaturday == true { attendance.insert(.saturday) }
        return Dealer(
            id: try identifier(wire.id, at: "\(path).Id"),
            displayName: wire.displayName ?? "",
            attendeeNickname: wire.attendeeNickname ?? "",
            shortDescription: wire.shortDescription ?? "",
            aboutTheArtist: wire.aboutTheArtistText ?? "",
            aboutTheArt: wire.aboutTheArtText ?? "",
            artPreviewCaption: wire.artPreviewCaption ?? "",
            categories: wire.categories ?? [],
            attendance: attendance,
            isAfterDark: wire.isAfterDark ?? false,
            links: links(wire.links),
            twitterHandle: wire.twitterHandle ?? "",
            telegramHandle: wire.telegramHandle ?? "",
            thumbnailImageID: optionalIdentifier(wire.artistThumbnailImageId),
            artistImageID: optionalIdentifier(wire.artistImageId),
            artPreviewImageID: optionalIdentifier(wire.artPreviewImageId))
    }

    /// Link fragments as links. A fragment of a type this Conbook does not know, or without a
    /// target, is left out (a later server may add types).
    func links(_ wire: [EurofurenceWire.Link]?) -> [Link] {
        (wire ?? []).compactMap { fragment in
            let target = fragment.target
            guard !target.isEmpty else { return nil }
            let linkTarget: Link.Target
            switch fragment.fragmentType {
            case "WebExternal": linkTarget = .web(target)
            case "DealerDetail": linkTarget = .dealer(Dealer.ID(target))
            case "EventConferenceRoom": linkTarget = .room(Room.ID(target))
            case "MapEntry": linkTarget = .mapEntry(MapEntry.ID(target))
            case "MapExternal": linkTarget = .externalMap(target)
            default: return nil
            }
            return Link(name: fragment.name ?? "", target: linkTarget)
        }
    }
}
