import ConbookCore

/// The view model shown, with the identities behind each index the scene may report (the events
/// of the page shown only).
struct ScheduleListing {
    var viewModel: ScheduleViewModel
    var dayIDs: [Day.ID]
    var trackIDs: [Track.ID]
    var roomIDs: [Room.ID]
    var eventIDs: [[Event.ID]]

    func eventID(section: Int, row: Int) -> Event.ID? {
        guard eventIDs.indices.contains(section), eventIDs[section].indices.contains(row) else { return nil }
        return eventIDs[section][row]
    }
}
