/// The secret a login gives: it proves to the convention's server who the attendee is. Printing,
/// interpolating or dumping it shows `<login token>`, never the secret; only an adapter that
/// sends it (`secret`) or keeps it reads it.
public struct LoginToken: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The token itself: for the `Authorization` header and the credential store only.
    public let secret: String

    /// Wraps a token the server issued.
    public init(secret: String) {
        self.secret = secret
    }

    public var description: String { "<login token>" }

    public var debugDescription: String { "<login token>" }

    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
