import ConbookCore

/// The view model shown, with the announcement behind each row the scene may report.
struct AnnouncementsListing {
    var viewModel: AnnouncementsViewModel
    var announcementIDs: [[Announcement.ID]]

    /// The announcement of the list shown with an identity (`AnnouncementRowViewModel.id`); nil
    /// when the list shows none with it.
    func announcementID(_ id: String) -> Announcement.ID? {
        announcementIDs.lazy.joined().first { $0.rawValue == id }
    }
}
