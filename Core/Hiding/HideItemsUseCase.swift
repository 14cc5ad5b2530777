/// Use case: hide events, rooms, tracks and languages the attendee skips, list what is hidden,
/// and show it again.
///
/// What is hidden is kept per convention with the attendee's favourites (`AttendeeStore`), so it
/// survives re-syncs and restarts; observers hear `.hiddenItemsChanged`.
@MainActor
public struct HideItemsUseCase {
    let repository: ConventionRepository

    /// Everything hidden now.
    public var hiddenItems: HiddenItems { repository.hiddenItems }

    /// Whether an event is hidden (by itself, its room, its track or its language).
    public func isHidden(_ event: Event) -> Bool {
        repository.hiddenItems.hides(event)
    }

    /// Hides more items (those already hidden stay so).
    /// - Throws: `StoreError.writeFailed` when it cannot be saved; nothing is hidden then.
    public func hide(_ items: HiddenItems) throws(StoreError) {
        try repository.setHiddenItems(repository.hiddenItems.union(items))
    }

    /// Shows items again (those not hidden are ignored).
    /// - Throws: `StoreError.writeFailed` when it cannot be saved; everything stays hidden then.
    public func show(_ items: HiddenItems) throws(StoreError) {
        try repository.setHiddenItems(repository.hiddenItems.subtracting(items))
    }

    /// What is hidden, for a list: events in schedule order (those no longer in the schedule
    /// after them, by identifier), then rooms and tracks by name, then languages by code.
    public func list() -> [HiddenItem] {
        let hidden = repository.hiddenItems
        let scheduled = repository.scheduledEvents(matching: EventQuery(ids: hidden.events)).events
        let found = Set(scheduled.map(\.id))
        let events =
            scheduled.map { HiddenItem.event($0.id, $0) }
            + hidden.events.subtracting(found).sorted().map { HiddenItem.event($0, nil) }
        let outline = repository.outline
        let rooms = Self.byName(hidden.rooms, { outline?[Room.self][$0] }, \.name).map(HiddenItem.room)
        let tracks = Self.byName(hidden.tracks, { outline?[Track.self][$0] }, \.name).map(HiddenItem.track)
        return events + rooms + tracks + hidden.languages.sorted().map(HiddenItem.language)
    }

    /// Identifiers with what they resolve to, by name (an unresolved one by its identifier).
    private static func byName<Entity>(
        _ ids: Set<Identifier<Entity>>, _ resolve: (Identifier<Entity>) -> Entity?, _ name: (Entity) -> String
    ) -> [(Identifier<Entity>, Entity?)] {
        ids.map { ($0, resolve($0)) }.sorted { lhs, rhs in
            (lhs.1.map(name) ?? lhs.0.rawValue, lhs.0) < (rhs.1.map(name) ?? rhs.0.rawValue, rhs.0)
        }
    }
}
