import ConbookCore

/// The overview shown, with the event behind each selectable row.
struct NewsListing {
    var viewModel: NewsViewModel
    var eventIDs: [[Event.ID?]]

    func eventID(section: Int, row: Int) -> Event.ID? {
        guard eventIDs.indices.contains(section), eventIDs[section].indices.contains(row) else { return nil }
        return eventIDs[section][row]
    }
}
