/// Why a friend's list cannot be kept or forgotten.
public enum FriendsListError: Error, Hashable, Sendable {
    /// The name is empty (or only spaces).
    case emptyName
    /// The picks name no event: there is nothing to keep.
    case nothingPicked
    /// No friend's list is kept under this name.
    case unknownFriend(String)
    /// The picks are for another convention than the one open.
    case otherConvention(code: ConventionIdentifier, current: ConventionIdentifier)
    /// No convention is stored yet.
    case noConvention
    /// The store could not be written.
    case store(StoreError)
}
