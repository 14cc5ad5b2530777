/// Port: the convention's OpenID Connect provider, where attendees log in (for Eurofurence,
/// `https://identity.eurofurence.org/`). The adapter speaks the protocol (discovery, the
/// authorization code with PKCE, `state` and `nonce` checked, the device grant, refresh and
/// revocation); the Core decides when to log in, refresh, and forget.
///
/// An adapter never puts a token in an error or a description.
public protocol IdentityProvider: Sendable {
    /// The provider's issuer as configured, e.g. `https://identity.eurofurence.org/`.
    var issuer: String { get }

    /// Begins a login in a browser: the address to open, and a listener for the redirect when the
    /// provider sends it back to this machine.
    /// - Throws: `IdentityError`, e.g. when the provider's discovery document cannot be read.
    func beginBrowserLogin() async throws(IdentityError) -> any BrowserLogin

    /// Begins a login on another device (the device authorization grant, RFC 8628).
    /// - Throws: `IdentityError.notOffered` when the provider does not offer it.
    func beginDeviceLogin() async throws(IdentityError) -> any DeviceLogin

    /// A new access token for a refresh token.
    /// - Throws: `IdentityError.sessionEnded` when the provider no longer accepts the refresh
    ///   token (`invalid_grant`); another `IdentityError` when it could not be asked.
    func refresh(_ refreshToken: LoginToken) async throws(IdentityError) -> TokenGrant

    /// Who the access token belongs to (the userinfo endpoint).
    func claims(for accessToken: LoginToken) async throws(IdentityError) -> IdentityClaims

    /// Tells the provider a token is no longer used (RFC 7009).
    /// - Throws: `IdentityError.notOffered` when the provider has no revocation endpoint.
    func revoke(_ token: LoginToken, kind: TokenKind) async throws(IdentityError)
}

/// A login under way in a browser (authorization code with PKCE). The adapter keeps the secrets
/// of the attempt (the code verifier, `state`, `nonce`) and checks what comes back.
public protocol BrowserLogin: Sendable {
    /// The address the attendee opens in a browser to log in.
    var address: String { get }
    /// Whether the provider's answer comes back to this machine by itself (a loopback redirect);
    /// when false, the attendee pastes the address the browser ended on (`finish(redirectedTo:)`).
    var receivesRedirect: Bool { get }

    /// Waits for the provider's redirect to this machine and exchanges its code for tokens.
    /// - Throws: `IdentityError` (`.stateMismatch`, `.denied`, `.providerError`, `.cancelled`…).
    func waitForRedirect() async throws(IdentityError) -> TokenGrant

    /// Finishes with the address the browser ended on, pasted by the attendee.
    /// - Throws: `IdentityError`, as `waitForRedirect()`, or `.redirectUnreadable`.
    func finish(redirectedTo address: String) async throws(IdentityError) -> TokenGrant

    /// Gives up: stops listening; a wait under way ends with `.cancelled`.
    func cancel()
}

/// A login under way on another device (RFC 8628): the attendee opens an address on a phone and
/// types a code there, while this machine polls the provider.
public protocol DeviceLogin: Sendable {
    /// The code to type, e.g. `WDJB-MJHT`.
    var userCode: String { get }
    /// The address to open on the other device.
    var verificationAddress: String { get }
    /// The address with the code in it, when the provider gives one.
    var completeVerificationAddress: String? { get }

    /// Polls the provider (at its interval, slower after `slow_down`) until the attendee approved.
    /// - Throws: `IdentityError` (`.denied`, `.expired`, `.cancelled`…).
    func waitForApproval() async throws(IdentityError) -> TokenGrant

    /// Gives up: a wait under way ends with `.cancelled`.
    func cancel()
}

/// Which token a revocation is about (the `token_type_hint`).
public enum TokenKind: String, Hashable, Sendable {
    case accessToken = "access_token"
    case refreshToken = "refresh_token"
}
