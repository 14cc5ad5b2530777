/// Use case: see the gaps of a day between the user's favourites, at least so long, with the
/// events that would fill them.
///
/// The rules: the favourites of the day are taken in schedule order, overlapping ones as one busy
/// stretch (until the last of them ends); a gap runs from the end of a busy stretch to the start of
/// the next favourite, and counts when it is at least the minimum long. Cancelled and hidden events
/// take no time and fill no gap. Time before the first favourite and after the last is not a gap: it lies
/// between favourites only.
@MainActor
public struct SeeFreeTimeUseCase {
    /// The shortest gap worth showing unless another is asked for: 30 minutes.
    public static let defaultMinimum: Duration = .seconds(30 * 60)

    let repository: ConventionRepository
    let schedule: BrowseScheduleUseCase
    let clock: any WallClock

    /// Today's free time that is under way now or comes next (convention-local today), with the
    /// events that still fit in what is left of it (starting now or later); nil outside the
    /// convention or when no gap of today is still ahead.
    ///
    /// - Parameter minimum: the shortest gap that counts (the whole gap, not what is left of it).
    public func nextFreeTime(atLeast minimum: Duration = defaultMinimum) -> FreeTime? {
        guard let today = schedule.currentDay() else { return nil }
        let now = clock.now
        guard var next = freeTime(on: today.id, atLeast: minimum).first(where: { $0.end > now }) else { return nil }
        next.fitting.removeAll { $0.event.start < now }
        return next
    }

    /// The day's gaps between favourites, in order, each with the events that fit in it entirely.
    ///
    /// - Parameters:
    ///   - day: the convention day.
    ///   - minimum: the shortest gap that counts.
    public func freeTime(on day: Day.ID, atLeast minimum: Duration = defaultMinimum) -> [FreeTime] {
        let favourites = repository.favourites
        guard favourites.count > 1 else { return [] }
        let hidden = repository.hiddenItems
        let planned = repository.scheduledEvents(matching: EventQuery(day: day, ids: favourites).leavingOut(hidden)).events
            .filter { !$0.event.isCancelled }
        var gaps: [(after: ScheduledEvent, before: ScheduledEvent, start: Instant, end: Instant)] = []
        var busy: (until: Instant, last: ScheduledEvent)?
        for favourite in planned {
            if let busy, busy.until.duration(to: favourite.event.start) >= minimum {
                gaps.append((busy.last, favourite, busy.until, favourite.event.start))
            }
            if busy.map({ favourite.event.end > $0.until }) ?? true {
                busy = (favourite.event.end, favourite)
            }
        }
        guard !gaps.isEmpty else { return [] }
        let others = repository.scheduledEvents(matching: EventQuery(day: day).leavingOut(hidden)).events
            .filter { !favourites.contains($0.id) && !$0.event.isCancelled }
        return gaps.map { gap in
            FreeTime(
                start: gap.start, end: gap.end, after: gap.after, before: gap.before,
                fitting: others.filter { $0.event.start >= gap.start && $0.event.end <= gap.end })
        }
    }
}
