/// Use case: mark as favourites the events a calendar file names: Conbook's own export (from
/// this machine or another), or another app's export of the same convention.
///
/// An entry matches an event by its UID first (Conbook's `<event id>@<convention id>.conbook`, or a
/// UID that is the event's identifier, with or without a domain), then by title and start (the
/// title compared without case, accents or extra spaces). Entries that match nothing are reported,
/// never guessed; the marks are saved in one step.
@MainActor
public struct ImportFavouritesUseCase {
    let repository: ConventionRepository

    /// Marks the events the entries name and reports what it did.
    /// - Throws: `StoreError` when the events cannot be read or the marks cannot be saved; then no
    ///   favourite changes.
    public func importFavourites(from entries: [CalendarFileEntry]) throws(StoreError) -> CalendarImportReport {
        guard let outline = repository.outline else {
            return CalendarImportReport(marked: [], alreadyFavourites: [], unmatched: entries)
        }
        let events = try repository.checkedScheduledEvents(matching: .all)
        let byID = Dictionary(events.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let byTitleAndStart = Dictionary(
            events.map { (TitleAndStart(title: $0.event.title, start: $0.event.start), $0) },
            uniquingKeysWith: { first, _ in first })
        var found: [Event.ID: ScheduledEvent] = [:]
        var unmatched: [CalendarFileEntry] = []
        for entry in entries {
            let match =
                entry.uid.flatMap { CalendarEntry.event(inUID: $0, of: outline.conventionIdentifier) }.flatMap { byID[$0] }
                ?? TitleAndStart(entry).flatMap { byTitleAndStart[$0] }
            if let match {
                found[match.id] = match
            } else {
                unmatched.append(entry)
            }
        }
        let favourites = repository.favourites
        let toMark = found.keys.filter { !favourites.contains($0) }
        try repository.setFavourites(Set(toMark), true)
        let ordered = found.values.sorted(by: ScheduledEvent.isInScheduleOrder)
        return CalendarImportReport(
            marked: ordered.filter { !favourites.contains($0.id) }.map { marked($0) },
            alreadyFavourites: ordered.filter { favourites.contains($0.id) },
            unmatched: unmatched)
    }

    private func marked(_ event: ScheduledEvent) -> ScheduledEvent {
        var event = event
        event.isFavourite = true
        return event
    }
}

/// A title and a start, for matching an entry of another app's calendar to an event.
private struct TitleAndStart: Hashable {
    let title: String
    let start: Instant

    init(title: String, start: Instant) {
        self.title = SearchWords(SearchFolding.folded(title)).words.joined(separator: " ")
        self.start = start
    }

    init?(_ entry: CalendarFileEntry) {
        guard let summary = entry.summary, let start = entry.start else { return nil }
        self.init(title: summary, start: start)
        if title.isEmpty { return nil }
    }
}
