import ConbookCore
import ConbookModuleKit

/// Turns the Core's announcement listing into display values: a section of current ones, one of
/// expired ones, each row with its source, its last change and its validity in the convention's zone.
@MainActor
struct AnnouncementsInteractor {
    static let emptyMessage = "The organisers have posted no announcements."

    let browseAnnouncements: BrowseAnnouncementsUseCase
    let calendar: any ConventionCalendar

    func listing() -> AnnouncementsListing {
        let listing = browseAnnouncements.listing()
        let sections = [("Current", listing.current, false), ("Expired", listing.expired, true)].filter { !$0.1.isEmpty }
        let viewModel = AnnouncementsViewModel(
            heading: heading(listing),
            sections: sections.map { title, announcements, isExpired in
                AnnouncementsSectionViewModel(title: title, rows: announcements.map { row($0, isExpired: isExpired) })
            },
            emptyMessage: listing.isEmpty ? Self.emptyMessage : nil)
        return AnnouncementsListing(
            viewModel: viewModel, announcementIDs: sections.map { $0.1.map(\.announcement.id) })
    }

    private func row(_ listed: ListedAnnouncement, isExpired: Bool) -> AnnouncementRowViewModel {
        let announcement = listed.announcement
        let changed = calendar.formattedDateAndTime(announcement.lastChanged)
        let until = calendar.formattedDateAndTime(announcement.validUntil)
        return AnnouncementRowViewModel(
            title: announcement.listedTitle,
            byline: [announcement.displaySource, changed].filter { !$0.isEmpty }.joined(separator: " · "),
            validity: isExpired ? "expired \(until)" : "until \(until)",
            isUnread: !listed.isRead)
    }

    private func heading(_ listing: AnnouncementListing) -> String {
        guard !listing.isEmpty else { return "No announcements" }
        var parts = [Self.currentCount(listing.current.count)]
        let unread = (listing.current + listing.expired).count { !$0.isRead }
        if unread > 0 { parts.append("\(unread) unread") }
        if !listing.expired.isEmpty { parts.append("\(listing.expired.count) expired") }
        return parts.joined(separator: " · ")
    }

    /// E.g. `No current announcements`, `1 current announcement`, `2 current announcements`.
    private static func currentCount(_ count: Int) -> String {
        switch count {
        case 0: "No current announcements"
        case 1: "1 current announcement"
        default: "\(count) current announcements"
        }
    }
}
