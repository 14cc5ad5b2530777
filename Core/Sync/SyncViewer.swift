/// Whose view of the convention a source answered with.
///
/// Some sources answer each caller with what they may see (Eurofurence sends items only staff may
/// see to staff, announcements for groups to their members, the artist alley to checked-in
/// attendees) and never send deletions when that view shrinks. So the Core records whose view the
/// stored data is, and syncs in full when it changes: at a login, a logout, another attendee, or
/// another set of roles.
public struct SyncViewer: Hashable, Sendable, CustomStringConvertible {
    /// The logged-in attendee's identifier at the identity provider (`sub`); nil for anonymous.
    public var subject: String?
    /// Their roles, sorted, each once (none for anonymous).
    public var roles: [String]

    /// Someone not logged in.
    public static let anonymous = SyncViewer(subject: nil, roles: [])

    /// Creates a viewer (the roles are sorted and each kept once).
    public init(subject: String?, roles: some Sequence<String>) {
        self.subject = subject
        self.roles = Array(Set(roles)).sorted()
    }

    /// `anonymous`, or the subject and the roles as `subject/role1,role2`.
    public var description: String {
        guard let subject else { return "anonymous" }
        return subject + "/" + roles.joined(separator: ",")
    }
}
