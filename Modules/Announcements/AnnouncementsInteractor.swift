import ConbookCore
import ConbookModuleKit

/// Turns the Core's announcement listing into display values: a section of current ones, one of
/// expired ones, each row with its source, its last change and its validity in the convention's zone.
@MainActor
struct AnnouncementsInteractor {
    let browseAnnouncements: BrowseAnnouncementsUseCase
    let calendar: any ConventionCalendar
    let texts: ModuleWords<AnnouncementsText>

    func listing() -> AnnouncementsListing {
        let listing = browseAnnouncements.listing()
        let sections = [
            (texts(.announcementsCurrent), listing.current, false), (texts(.announcementsExpired), listing.expired, true),
        ].filter { !$0.1.isEmpty }
        let viewModel = AnnouncementsViewModel(
            heading: heading(listing),
            sections: sections.map { title, announcements, isExpired in
                AnnouncementsSectionViewModel(title: title, rows: announcements.map { row($0, isExpired: isExpired) })
            },
            emptyMessage: listing.isEmpty ? texts(.announcementsEmpty) : nil)
        return AnnouncementsListing(
            viewModel: viewModel, announcementIDs: sections.map { $0.1.map(\.announcement.id) })
    }

    private func row(_ listed: ListedAnnouncement, isExpired: Bool) -> AnnouncementRowViewModel {
        let announcement = listed.announcement
        let changed = calendar.formattedDateAndTime(announcement.lastChanged)
        let until = calendar.formattedDateAndTime(announcement.validUntil)
        return AnnouncementRowViewModel(
            id: announcement.id.rawValue,
            title: announcement.listedTitle(in: texts.shared),
            byline: [announcement.displaySource, changed].filter { !$0.isEmpty }.joined(separator: " · "),
            validity: texts(isExpired ? .announcementExpiredAt : .announcementValidUntil, ["time": until]),
            isUnread: !listed.isRead)
    }

    private func heading(_ listing: AnnouncementListing) -> String {
        guard !listing.isEmpty else { return texts(.announcementsNone) }
        var parts = [
            listing.current.isEmpty
                ? texts(.announcementsNoneCurrent)
                : texts(.announcementsCurrentCount, ["count": grouped(listing.current.count)])
        ]
        let unread = (listing.current + listing.expired).count { !$0.isRead }
        if unread > 0 { parts.append(texts(.announcementsUnreadCount, ["count": grouped(unread)])) }
        if !listing.expired.isEmpty { parts.append(texts(.announcementsExpiredCount, ["count": grouped(listing.expired.count)])) }
        return parts.joined(separator: " · ")
    }

    private func grouped(_ number: Int) -> String {
        DisplayText.grouped(number, in: texts.language)
    }
}
