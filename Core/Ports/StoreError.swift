/// Why the store could not do what was asked. The previously stored data is never lost.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Stored data exists but cannot be read (corrupt, truncated, from a newer version).
    case unreadable(location: String, reason: String)
    /// A write did not complete; what was stored before is still there.
    case writeFailed(location: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let location, let reason):
            "The stored data at \(location) cannot be read (\(reason)). Move it aside or choose another store to download the convention again."
        case .writeFailed(let location, let reason):
            "Could not save to \(location) (\(reason)); the previously saved data is unchanged."
        }
    }
}
