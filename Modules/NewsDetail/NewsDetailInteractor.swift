import ConbookCore
import ConbookModuleKit

/// Turns one announcement into display values in the convention's zone, and marks it read.
@MainActor
struct NewsDetailInteractor {
    static let noText = "This announcement has no text."
    static let expired = "Expired"
    static let notShownYet = "Not shown yet"
    static let invertedNote = "(before it is shown from: the organisers' dates are inconsistent)"

    let viewAnnouncement: ViewAnnouncementUseCase
    let viewImage: ViewImageUseCase
    let followLink: FollowLinkUseCase
    let calendar: any ConventionCalendar
    let richTextParser: any RichTextParser

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
        let links = TextLinks(in: [content], followLink: followLink)
        let viewModel = NewsDetailViewModel(
            title: announcement.displayTitle,
            author: announcement.displayAuthor,
            area: announcement.displayArea,
            validFrom: calendar.formattedDateTimeAndZone(announcement.validFrom),
            validUntil: announcement.hasInvertedValidity ? "\(until) \(Self.invertedNote)" : until,
            status: status(of: announcement),
            lastChanged: calendar.formattedDateTimeAndZone(announcement.lastChanged),
            content: content,
            picture: PictureViewModel(viewImage.image(announcement.imageID)),
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
        case .expired: Self.expired
        case .upcoming: Self.notShownYet
        }
    }

    /// The text formatted (Markdown or HTML, as it looks), or a sentence saying there is none.
    private func content(of announcement: Announcement) -> RichText {
        let text = richTextParser.formattedForDisplay(announcement.content)
        guard let text, !text.isEmpty else { return RichText(plain: Self.noText) }
        return text
    }
}
