/// Use case: share the favourites as a short code (see `ShareCode`), and open a friend's code to
/// take over some or all of their picks as favourites.
///
/// The rules: a code carries the convention's identifier and the picked events' identifiers in
/// schedule order (favourites the schedule no longer has are left out), and the sharer's name only
/// when one is given. A code opens only against the convention it was made for; what it names
/// that this schedule lacks is counted, never guessed. Taking picks over marks favourites in one
/// store write, as marking them one by one would.
@MainActor
public struct SharePicksUseCase {
    let repository: ConventionRepository

    /// The code of the current favourites, or nil when no convention is stored.
    /// - Parameter sharerName: a name to add (nil or empty: none, so the code carries nothing
    ///   personal); control characters are left out of it.
    /// - Throws: `StoreError` when the events cannot be read.
    public func shareCode(sharerName: String? = nil) throws(StoreError) -> ShareCode? {
        guard let outline = repository.outline else { return nil }
        let favourites = repository.favourites
        let events = favourites.isEmpty ? [] : try repository.checkedEvents(matching: EventQuery(ids: favourites))
        return ShareCode(
            SharedPicks(
                convention: outline.conventionIdentifier, events: events.map(\.id),
                sharerName: sharerName.flatMap(Self.shown)))
    }

    /// A sharer's name as a code carries it: without control characters; nil when nothing is left.
    private static func shown(_ name: String) -> String? {
        let scalars = name.unicodeScalars.filter { $0.properties.generalCategory != .control }
        return scalars.isEmpty ? nil : String(String.UnicodeScalarView(scalars))
    }

    /// Reads a code's text against the open convention.
    /// - Throws: what reading the code throws (see `ShareCode.init(reading:)`), `.otherConvention`
    ///   for another convention's code, `.noConvention` before a convention is stored, `.store`
    ///   when the events cannot be read.
    public func open(_ text: String) throws(ShareCodeError) -> SharedPicksPage {
        try page(of: ShareCode(reading: text).picks)
    }

    /// The picks read against the open convention, with the favourites as they are now (read it
    /// again after a change).
    /// - Throws: as `open(_:)`, but for reading the text.
    public func page(of picks: SharedPicks) throws(ShareCodeError) -> SharedPicksPage {
        guard let outline = repository.outline else { throw .noConvention }
        guard outline.conventionIdentifier == picks.convention else {
            throw .otherConvention(code: picks.convention, current: outline.conventionIdentifier)
        }
        let scheduled: [ScheduledEvent]
        do {
            scheduled = try repository.checkedScheduledEvents(matching: EventQuery(ids: Set(picks.events)))
        } catch {
            throw .store(error)
        }
        let byID = Dictionary(scheduled.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<Event.ID> = []
        let unique = picks.events.filter { seen.insert($0).inserted }
        let events = unique.compactMap { byID[$0] }
        return SharedPicksPage(picks: picks, events: events, missingCount: unique.count - events.count)
    }

    /// Marks every listed event a favourite, in one store write; returns how many were not yet.
    /// - Throws: `StoreError` when the marks cannot be saved; then none changes.
    @discardableResult
    public func addAll(_ page: SharedPicksPage) throws(StoreError) -> Int {
        let added = Set(page.events.map(\.id)).subtracting(repository.favourites)
        try repository.setFavourites(added, true)
        return added.count
    }

    /// Marks or unmarks one event a favourite (as on its page).
    /// - Throws: `StoreError` when the mark cannot be saved; nothing changes then.
    public func setFavourite(_ id: Event.ID, _ isFavourite: Bool) throws(StoreError) {
        try repository.setFavourite(id, isFavourite)
    }
}
