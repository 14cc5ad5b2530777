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

    func target(section: Int, row: Int) -> Target? {
        guard targets.indices.contains(section), targets[section].indices.contains(row) else { return nil }
        return targets[section][row]
    }

    /// The announcements shown.
    var announcementIDs: [Announcement.ID] {
        targets.joined().compactMap { target in
            guard case .announcement(let id) = target else { return nil }
            return id
        }
    }
}
