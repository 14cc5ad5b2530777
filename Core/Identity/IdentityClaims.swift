/// Who a token belongs to, as the identity provider's userinfo says.
public struct IdentityClaims: Hashable, Sendable {
    /// The provider's identifier of the person (`sub`).
    public var subject: String
    /// Their name (`name`, else `username`, else `email`), when given.
    public var name: String?

    /// Creates the claims.
    public init(subject: String, name: String? = nil) {
        self.subject = subject
        self.name = name
    }
}
