/// Which events a calendar export holds.
public enum CalendarSelection: Hashable, Sendable {
    /// The user's favourites, with those taken off the schedule since (as cancelled).
    case favourites
    /// Every event of the schedule.
    case all
    /// The events a schedule filter lets through (its `favouritesOnly` narrows to favourites).
    case filtered(ScheduleFilter)
    /// Chosen events, whoever keeps the choice (a public guide's visitor keeps theirs in their
    /// browser); those not in the schedule are left out.
    case events(Set<Event.ID>)
}
