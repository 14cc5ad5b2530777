import ConbookCore

/// The view model shown, with the announcement behind each row the scene may report.
struct AnnouncementsListing {
    var viewModel: AnnouncementsViewModel
    var announcementIDs: [[Announcement.ID]]

    func announcementID(section: Int, row: Int) -> Announcement.ID? {
        guard announcementIDs.indices.contains(section), announcementIDs[section].indices.contains(row) else { return nil }
        return announcementIDs[section][row]
    }
}
