/// Who else goes to an event, as rows and pages show it: each friend whose kept list picks it,
/// starred, in name order, e.g. `Alex ★, Sam ★`. The same in every language (names and a star).
public enum WhoElseGoes {
    /// The note for the friends given (in the order given); nil when there are none.
    public static func note(for friends: [String]) -> String? {
        friends.isEmpty ? nil : friends.map { "\($0) ★" }.joined(separator: ", ")
    }
}
