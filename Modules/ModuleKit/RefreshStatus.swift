/// What a scene shows about the background sync (and the store behind it), as display text.
public enum RefreshStatus: Hashable, Sendable {
    /// Nothing to show.
    case idle
    /// A sync is running, e.g. `Downloading changes (1 of 3)`.
    case refreshing(String)
    /// The last sync failed; the text says why. The data shown is the last good data.
    case failed(String)
    /// The last sync was applied but left out what it could not use; the text says how much and
    /// where to read why, e.g. `2 events skipped: About says why`.
    case skipped(String)
    /// Stored data could not be read, so a listing may be missing entries; the text says why and
    /// what to do.
    case unreadable(String)
}
