import ConbookCore
import ConbookModuleKit

/// Turns one event into display values in convention-local time.
@MainActor
struct EventDetailInteractor {
    let viewEvent: ViewEventUseCase
    let seeRemovedFavourites: SeeRemovedFavouritesUseCase
    let toggleFavourite: ToggleFavouriteUseCase
    let browseMaps: BrowseMapsUseCase
    let calendar: any ConventionCalendar
    let richTextParser: any RichTextParser

    /// The event as scheduled, or a favourite taken off the schedule as last seen; nil otherwise.
    func viewModel(for id: Event.ID) -> EventDetailViewModel? {
        if let scheduled = viewEvent.event(id) {
            return viewModel(for: scheduled)
        }
        return seeRemovedFavourites.removedFavourite(id).map(viewModel)
    }

    func toggleFavourite(_ id: Event.ID) throws(StoreError) {
        try toggleFavourite.toggle(id)
    }

    /// Where the event's room is on the maps, if anywhere (also for a favourite taken off the schedule).
    func roomLocation(of id: Event.ID) -> MapLocation? {
        let room = viewEvent.event(id)?.event.roomID ?? seeRemovedFavourites.removedFavourite(id)?.event.roomID
        return room.flatMap(browseMaps.location(of:))
    }

    private func viewModel(for scheduled: ScheduledEvent) -> EventDetailViewModel {
        viewModel(
            for: scheduled.event, room: scheduled.room.name, track: scheduled.track.name,
            isFavourite: scheduled.isFavourite, change: changeText(scheduled.change))
    }

    private func viewModel(for removed: RemovedFavourite) -> EventDetailViewModel {
        let date = calendar.formattedDate(containing: removed.removedAt)
        return viewModel(
            for: removed.event, room: removed.room?.name ?? "Unknown room", track: removed.track?.name ?? "Unknown track",
            isFavourite: true,
            change: "Removed from the schedule in the update of \(date). It stays among your favourites until you unmark it.")
    }

    private func viewModel(
        for event: Event, room: String, track: String, isFavourite: Bool, change: String?
    ) -> EventDetailViewModel {
        let abstract = DisplayText.nonEmpty(event.abstract)
        let description = DisplayText.nonEmpty(event.description)
        return EventDetailViewModel(
            title: event.title,
            subtitle: DisplayText.nonEmpty(event.subtitle),
            when: when(event),
            room: room,
            track: track,
            hosts: event.hosts.isEmpty ? nil : event.hosts.joined(separator: ", "),
            abstract: abstract.map(formatted),
            description: description == abstract ? nil : description.map(formatted),
            tags: event.tags,
            isFavourite: isFavourite,
            change: change,
            mapName: browseMaps.location(of: event.roomID).map { DisplayText.trimmed($0.map.description) }
        )
    }

    private func formatted(_ text: String) -> RichText {
        richTextParser.parse(text, as: .automatic)
    }

    private func changeText(_ change: EventChange?) -> String? {
        switch change?.kind {
        case .added: "New in the last schedule update."
        case .changed: "Changed in the last schedule update: \(change?.changedFields.map(ChangeMark.name).joined(separator: ", ") ?? "")."
        case .removed, nil: nil
        }
    }

    private func when(_ event: Event) -> String {
        let startDate = calendar.calendarDate(containing: event.start)
        let endDate = calendar.calendarDate(containing: event.end)
        let times = calendar.formattedTimes(from: event.start, to: event.end)
        let zone = calendar.timeZoneAbbreviation(at: event.start)
        let dayCount = startDate.days(until: endDate)
        let overnight = switch dayCount {
        case ..<1: ""
        case 1: " (ends the next day)"
        default: " (ends \(calendar.formattedDate(endDate)))"
        }
        return "\(calendar.formattedDate(startDate)), \(times) \(zone)\(overnight)"
    }
}
