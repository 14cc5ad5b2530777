/// Why a sync was refused or failed. After any of these the stored data is exactly as it was.
public enum SyncError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data source could not deliver.
    case source(ConventionAPIError)
    /// The source answered for another convention than the one stored.
    case conventionMismatch(expected: ConventionIdentifier, received: ConventionIdentifier)
    /// More than half of the events the answer sends could not be used (`SkippedEventsRule`): the
    /// events skipped, and how many it sends in all. A wrong or mostly broken file is not loaded.
    case mostlyUnreadable(skippedEvents: [SkippedEntity], sentEvents: Int)
    /// The answer could not be saved.
    case store(StoreError)
    /// The login could not be renewed for a source that answers each attendee with their own view:
    /// the sync was not made, since an anonymous one would drop what only they may see.
    case login(LoginError)

    public var description: String {
        switch self {
        case .source(let error):
            return error.description
        case .conventionMismatch(let expected, let received):
            return "The data source sent data for convention \(received), but this store holds \(expected); nothing was changed."
        case .mostlyUnreadable(let skipped, let sent):
            let shown = skipped.prefix(3).map(\.description).joined(separator: "; ")
            let more = skipped.count > 3 ? " (and \(skipped.count - 3) more)" : ""
            return
                "\(skipped.count) of the \(sent) events the source sent could not be used, so nothing was changed: \(shown)\(more)."
        case .store(let error):
            return error.description
        case .login(let error):
            return "Not synced, because your login could not be renewed: \(error.description)"
        }
    }
}
