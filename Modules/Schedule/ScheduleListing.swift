import ConbookCore

/// The view model shown, with the identities behind each index the scene may report (the events
/// of the page shown only).
struct ScheduleListing {
    var viewModel: ScheduleViewModel
    var dayIDs: [Day.ID]
    var trackIDs: [Track.ID]
    var roomIDs: [Room.ID]
    var eventIDs: [[Event.ID]]

    /// The event of the page shown with an identity (`ScheduleEventRowViewModel.id`); nil when
    /// the page shows none with it.
    func eventID(_ id: String) -> Event.ID? {
        eventIDs.lazy.joined().first { $0.rawValue == id }
    }
}
