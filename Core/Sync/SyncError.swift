/// Why a sync was refused or failed. After any of these the stored data is exactly as it was.
public enum SyncError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data source could not deliver.
    case source(ConventionAPIError)
    /// The source answered for another convention than the one stored.
    case conventionMismatch(expected: ConventionIdentifier, received: ConventionIdentifier)
    /// The answer would leave entities pointing at entities that do not exist.
    case brokenReferences([BrokenReference])
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
        case .brokenReferences(let references):
            let shown = references.prefix(3).map(\.description).joined(separator: "; ")
            let more = references.count > 3 ? " (and \(references.count - 3) more)" : ""
            return "The convention's data is inconsistent, so it was not applied: \(shown)\(more)."
        case .store(let error):
            return error.description
        case .login(let error):
            return "Not synced, because your login could not be renewed: \(error.description)"
        }
    }
}

/// An entity that points at another entity that does not exist.
public struct BrokenReference: Hashable, Sendable, CustomStringConvertible {
    /// The kind of entity that points, e.g. `event`.
    public var referringKind: String
    /// Its identifier.
    public var referringID: String
    /// The kind of entity pointed at, e.g. `day`.
    public var missingKind: String
    /// The identifier that does not exist.
    public var missingID: String

    /// Describes one broken reference.
    public init(referringKind: String, referringID: String, missingKind: String, missingID: String) {
        self.referringKind = referringKind
        self.referringID = referringID
        self.missingKind = missingKind
        self.missingID = missingID
    }

    public var description: String {
        "\(referringKind) \(referringID) refers to missing \(missingKind) \(missingID)"
    }
}
