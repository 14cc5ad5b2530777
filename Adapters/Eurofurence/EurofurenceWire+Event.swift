import ConbookCore

extension EurofurenceWire {
    /// An entry of the schedule. Since 2025 (pretalx) `Title` may be null, `Tags` may hold nulls,
    /// `StartTime`/`EndTime` are gone and `IsInternal`/`Duration` are new (not read).
    struct Event: Decodable {
        var id: String
        var slug: String?
        var title: String?
        var subTitle: String?
        var abstract: String?
        var description: String?
        var conferenceDayId: String
        var conferenceRoomId: String
        var conferenceTrackId: String
        var startDateTimeUtc: String
        var endDateTimeUtc: String
        var panelHosts: String?
        var tags: [String?]?
        var bannerImageId: String?
        var posterImageId: String?
        var isAcceptingFeedback: Bool?
        var isDeviatingFromConBook: Bool?

        enum CodingKeys: String, CodingKey {
            case id = "Id", slug = "Slug", title = "Title", subTitle = "SubTitle", abstract = "Abstract"
            case description = "Description", conferenceDayId = "ConferenceDayId"
            case conferenceRoomId = "ConferenceRoomId", conferenceTrackId = "ConferenceTrackId"
            case startDateTimeUtc = "StartDateTimeUtc", endDateTimeUtc = "EndDateTimeUtc"
            case panelHosts = "PanelHosts", tags = "Tags", bannerImageId = "BannerImageId"
            case posterImageId = "PosterImageId", isAcceptingFeedback = "IsAcceptingFeedback"
            case isDeviatingFromConBook = "IsDeviatingFromConBook"
        }
    }
}

extension Event: EurofurenceSyncedKind {
    static var eurofurenceNode: String { "Events" }
    static var isEurofurenceNodeRequired: Bool { true }

    /// An event: `PanelHosts` is one comma-separated string; missing texts are empty; null tags are
    /// left out.
    static func fromEurofurence(
        _ wire: EurofurenceWire.Event, at path: String, mapper: EurofurenceEntityMapper
    ) throws(ConventionAPIError) -> Event {
        let abstract = mapper.repeatedText(wire.abstract)
        return Event(
            id: try mapper.identifier(wire.id, at: "\(path).Id"),
            slug: wire.slug ?? "",
            title: wire.title ?? "",
            subtitle: wire.subTitle ?? "",
            abstract: abstract,
            // About a third of EF's events repeat their abstract as their description: one text then.
            description: mapper.repeatedText(wire.description),
            hosts: mapper.hosts(wire.panelHosts),
            dayID: try mapper.reference(wire.conferenceDayId, at: "\(path).ConferenceDayId"),
            roomID: try mapper.reference(wire.conferenceRoomId, at: "\(path).ConferenceRoomId"),
            trackID: try mapper.reference(wire.conferenceTrackId, at: "\(path).ConferenceTrackId"),
            start: try mapper.instant(wire.startDateTimeUtc, at: "\(path).StartDateTimeUtc"),
            end: try mapper.instant(wire.endDateTimeUtc, at: "\(path).EndDateTimeUtc"),
            tags: (wire.tags ?? []).compactMap { $0 },
            bannerImageID: mapper.optionalIdentifier(wire.bannerImageId),
            posterImageID: mapper.optionalIdentifier(wire.posterImageId),
            isAcceptingFeedback: wire.isAcceptingFeedback ?? false,
            isDeviatingFromConBook: wire.isDeviatingFromConBook ?? false
        )
    }
}
