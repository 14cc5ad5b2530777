import ConbookCore
import ConbookModuleKit

/// Turns one announcement into display values in the convention's zone, and marks it read.
@MainActor
struct NewsDetailInteractor {
    let viewAnnouncement: ViewAnnouncementUseCase
    let viewImage: ViewImageUseCase
    let followLink: FollowLinkUseCase
    let calendar: any ConventionCalendar
    let richTextParser: any RichTextParser
    let texts: ModuleWords<NewsDetailText>

    /// The version of the announcement stored now (its last change), or nil when it is not in the convention.
    func version(of id: Announcement.ID) -> Instant? {
        viewAnnouncement.announcement(id)?.lastChanged
    }

    /// The announcement and where each of its links leads (by the view model's link index), or
    /// nil when it is not in the convention.
    func announcement(_ id: Announcement.ID) -> (viewModel: NewsDetailViewModel, links: TextLinks)? {
        guard let announcement = viewAnnouncement.announcement(id) else { return nil }
        let until = calendar.formattedDateTimeAndZone(announcement.validUntil)
        let content = content(of: announcement)
        let links = TextLinks(in: [content], followLink: followLink, wording: texts.shared)
        let viewModel = NewsDetailViewModel(
            id: announcement.id.rawValue,
            title: announcement.displayTitle(in: texts.shared),
            author: announcement.displayAuthor,
            area: announcement.displayArea,
            validFrom: calendar.formattedDateTimeAndZone(announcement.validFrom),
            validUntil: announcement.hasInvertedValidity ? texts(.announcementInvertedValidity, ["time": until]) : until,
            status: status(of: announcement),
            lastChanged: calendar.formattedDateTimeAndZone(announcement.lastChanged),
            content: content,
            picture: PictureViewModel(viewImage.image(announcement.imageID), in: texts.shared),
            links: links.viewModels)
        return (viewModel, links)
    }

    /// Marks the announcement read as it is now.
    func markRead(_ id: Announcement.ID) throws(StoreError) {
        try viewAnnouncement.markAsRead(id)
    }

    private func status(of announcement: Announcement) -> String? {
        switch viewAnnouncement.validity(of: announcement) {
        case .current: nil
        case .expired: texts(.announcementStatusExpired)
        case .upcoming: texts(.announcementStatusNotShownYet)
        }
    }

    /// The text formatted (Markdown or HTML, as it looks), or a sentence saying there is none.
    private func content(of announcement: Announcement) -> RichText {
        let text = richTextParser.formattedForDisplay(announcement.content, in: texts.shared)
        guard let text, !text.isEmpty else { return RichText(plain: texts(.announcementNoText)) }
        return text
    }
}
