/// Use case: put events in a calendar file (favourites, everything, or what a filter lets
/// through), so that they show in the user's own calendar beside the rest of their life.
///
/// Entries carry a stable UID (the convention and the event), so importing a later export into a
/// calendar updates the entries instead of adding copies; a favourite taken off the schedule is
/// exported as cancelled, so the calendar drops it too.
@MainActor
public struct ExportCalendarUseCase {
    let repository: ConventionRepository
    let clock: any WallClock
    let calendar: any ConventionCalendar
    let richTextParser: any RichTextParser

    /// The export of a selection, in schedule order; nil before the first sync.
    /// - Throws: `StoreError` when the events cannot be read from the store.
    public func export(_ selection: CalendarSelection) throws(StoreError) -> CalendarExport? {
        guard let outline = repository.outline else { return nil }
        let favourites = repository.favourites
        let hidden = repository.hiddenItems
        let query: EventQuery =
            switch selection {
            case .favourites: EventQuery(ids: favourites).leavingOut(hidden)
            case .all: .all
            case .events(let ids): EventQuery(ids: ids)
            case .filtered(let filter):
                EventQuery.all.narrowed(
                    by: filter, favourites: favourites, hidden: hidden, friends: repository.friendsLists)
            }
        let scheduled = try repository.checkedScheduledEvents(matching: query)
        var entries = scheduled.map { entry(for: $0.event, room: $0.room, track: $0.track, in: outline, isCancelled: false) }
        if selection == .favourites {
            let removed = SeeRemovedFavouritesUseCase(repository: repository).removedFavourites()
            entries += removed.filter { !hidden.hides($0.event) }.map {
                entry(for: $0.event, room: $0.room, track: $0.track, in: outline, isCancelled: true)
            }
            entries.sort { ($0.start, $0.end, $0.summary, $0.eventID) < ($1.start, $1.end, $1.summary, $1.eventID) }
        }
        return CalendarExport(
            conventionName: outline.details?.title ?? outline.conventionIdentifier.rawValue,
            conventionIdentifier: outline.conventionIdentifier, timeZoneIdentifier: calendar.timeZoneIdentifier,
            exportedAt: clock.now, lastModified: outline.lastServerTime, entries: entries)
    }

    private func entry(
        for event: Event, room: Room?, track: Track?, in outline: ConventionOutline, isCancelled: Bool
    ) -> CalendarEntry {
        let abstract = event.abstract.isEmpty ? "" : richTextParser.parse(event.abstract, as: .automatic).plainText
        let description = [event.subtitle, abstract].filter { !$0.isEmpty }.joined(separator: "\n\n")
        let trackName = track?.name ?? ""
        return CalendarEntry(
            uid: CalendarEntry.uid(of: event.id, in: outline.conventionIdentifier), eventID: event.id,
            start: event.start, end: event.end, summary: event.title, location: room?.name ?? "",
            description: description, categories: trackName.isEmpty ? [] : [trackName],
            url: event.links.first { Self.isWebAddress($0.url) }?.url, hosts: event.hosts, isCancelled: isCancelled)
    }

    private static func isWebAddress(_ address: String) -> Bool {
        switch ContentLink(address: address, convention: nil) {
        case .webPage: true
        default: false
        }
    }
}
