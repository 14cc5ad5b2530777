/// A scene opened from anywhere, on top of the selected section, once the content shows: what an
/// app keeps in its "More" menu. A front end offers each (the console has a command per scene).
public enum MenuScene: String, CaseIterable, Sendable {
    /// The version, the convention and its last sync, the data kept, the credits.
    case about
    /// Time zone, reminder lead time, the data kept, clearing the convention's data.
    case settings
    /// The convention's game, "Collect them all".
    case collectThemAll
    /// Logging in to the convention's server (for private messages and the game).
    case login
    /// A day of the schedule as rooms × time.
    case timetable
    /// The attendee's badge pass, the code registration scans (it needs a login).
    case pass
    /// A day's free time: the gaps between favourites, with the events that fit in them.
    case freeTime
}
