import ConbookCore

/// News as shown, with what is behind each selectable row.
struct NewsListing {
    /// What selecting a row acts on.
    enum Target: Equatable {
        case event(Event.ID)
        case announcement(Announcement.ID)
    }

    var viewModel: NewsViewModel
    var targets: [[Target?]]

    /// What the row of News as shown with an identity (`NewsRowViewModel.id`) acts on; nil when
    /// none shown has it, or it acts on nothing (a message).
    func target(_ id: String) -> Target? {
        zip(viewModel.sections.lazy.flatMap(\.rows), targets.joined()).first { $0.0.id == id }?.1
    }

    /// Whether News as shown has a row with an identity (`NewsRowViewModel.id`).
    func lists(_ id: String) -> Bool {
        viewModel.sections.contains { $0.rows.contains { $0.id == id } }
    }

    /// The announcements shown.
    var announcementIDs: [Announcement.ID] {
        targets.joined().compactMap { target in
            guard case .announcement(let id) = target else { return nil }
            return id
        }
    }
}
