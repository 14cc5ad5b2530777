/// What a scene shows about the background sync, as display text.
public enum RefreshStatus: Hashable, Sendable {
    /// Nothing to show.
    case idle
    /// A sync is running, e.g. `Downloading changes (1 of 3)`.
    case refreshing(String)
    /// The last sync failed; the text says why. The data shown is the last good data.
    case failed(String)
}
