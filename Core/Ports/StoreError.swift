/// Why the store could not do what was asked. The previously stored data is never lost.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Stored data exists but cannot be read (corrupt, truncated, from a newer version).
    case unreadable(location: String, reason: String)
    /// Stored data was written by an older version for something that no longer works (e.g. a
    /// login the server no longer accepts); it is left as it is and replaced by the next save.
    case outdated(location: String, reason: String)
    /// A write did not complete; what was stored before is still there.
    case writeFailed(location: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let location, let reason):
            "The stored data at \(location) cannot be read (\(reason)). Move it aside or choose another store to download the convention again."
        case .outdated(let location, let reason):
            "The data saved at \(location) can no longer be used (\(reason))."
        case .writeFailed(let location, let reason):
            "Could not save to \(location) (\(reason)); the previously saved data is unchanged."
        }
    }
}
