public import ConbookCore
import ConbookDownloads
public import Foundation

/// An OpenID Connect provider reached over HTTP, as a native public client (RFC 8252): discovery,
/// the browser login (authorization code with PKCE `S256`, `state` and `nonce` checked, the
/// redirect received on 127.0.0.1 or pasted), the device login (RFC 8628) when offered, refresh,
/// userinfo claims, and revocation (RFC 7009).
///
/// ```swift
/// let provider = OpenIDConnectProvider(
///     issuer: URL(string: "https://identity.eurofurence.org/")!, clientID: "…")
/// let login = try await provider.beginBrowserLogin()
/// openInBrowser(login.address)
/// let grant = try await login.waitForRedirect()
/// ```
///
/// Secrets go only over `https` (or plain `http` to this machine), never to a redirect, and never
/// into an error: a provider's error description that repeats one is cut.
public struct OpenIDConnectProvider: IdentityProvider {
    public var issuer: String { connection.issuerName }
    /// The client's identifier registered at the provider.
    public var clientID: String { connection.clientID }
    /// The scopes asked for, e.g. `openid profile offline_access`.
    public let scopes: [String]
    /// Where the browser is sent back at the end of a login.
    public let redirect: Redirect
    private let connection: ProviderConnection
    private let pollSleep: @Sendable (Duration) async throws -> Void

    /// A client of the provider at `issuer`.
    /// - Parameters:
    ///   - issuer: the provider's issuer, with or without a trailing `/`; its discovery document
    ///     must name the same issuer.
    ///   - clientSecret: for a provider that registered the client as confidential: sent as HTTP
    ///     Basic (`client_secret_basic`). A native app is a public client and has none (nil).
    ///   - timeout: how long to wait for each answer.
    ///   - pollSleep: how the device login waits between polls (a test passes one that records).
    public init(
        issuer: URL, clientID: String, clientSecret: String? = nil,
        scopes: [String] = ["openid", "profile", "offline_access"], redirect: Redirect = .loopback,
        timeout: Duration = .seconds(30),
        pollSleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        connection = ProviderConnection(
            issuer: issuer, clientID: clientID, clientSecret: clientSecret, scopes: scopes, timeout: timeout)
        self.scopes = scopes
        self.redirect = redirect
        self.pollSleep = pollSleep
    }

    public func beginBrowserLogin() async throws(IdentityError) -> any BrowserLogin {
        let discovery = try await connection.discovery()
        let endpoint = try SafeAddress.checked(discovery.authorizationEndpoint, what: "the login page")
        let listener: LoopbackRedirectListener?
        let request: AuthorizationRequest
        switch redirect {
        case .loopback:
            let loopback = try LoopbackRedirectListener(path: "/callback")
            listener = loopback
            request = AuthorizationRequest(redirectURI: "http://127.0.0.1:\(loopback.port)/callback")
        case .registered(let redirectURI):
            listener = nil
            request = AuthorizationRequest(redirectURI: redirectURI)
        }
        return BrowserLoginAttempt(
            address: request.address(at: endpoint, clientID: connection.clientID, scope: connection.scope),
            request: request, listener: listener, connection: connection)
    }

    public func beginDeviceLogin() async throws(IdentityError) -> any DeviceLogin {
        guard let endpoint = try await connection.discovery().deviceAuthorizationEndpoint else {
            throw .notOffered("a login on another device")
        }
        switch try await connection.post([("scope", connection.scope)], to: endpoint, what: "the device login") {
        case .accepted(let body):
            return DeviceLoginAttempt(
                answer: try DeviceAuthorizationAnswer.read(body), connection: connection, pollSleep: pollSleep)
        case .refused(let error): throw error.identityError
        }
    }

    /// Sends no `scope`: the refresh then covers what the login was granted (RFC 6749 §6), where
    /// asking for the scopes again fails (`invalid_scope`) at a provider that granted fewer of
    /// them, as one that does not know `offline_access`.
    public func refresh(_ refreshToken: LoginToken) async throws(IdentityError) -> TokenGrant {
        let form = [("grant_type", "refresh_token"), ("refresh_token", refreshToken.secret)]
        switch try await connection.requestTokens(form, nonce: nil) {
        case .success(let grant): return grant
        case .failure(let error) where error.code == "invalid_grant": throw .sessionEnded
        case .failure(let error): throw error.identityError
        }
    }

    public func claims(for accessToken: LoginToken) async throws(IdentityError) -> IdentityClaims {
        guard let endpoint = try await connection.discovery().userinfoEndpoint else {
            throw .notOffered("the claims of a login (userinfo)")
        }
        let answer = try await connection.exchange(
            endpoint, what: "the userinfo endpoint", method: "GET", headers: ["Authorization": "Bearer \(accessToken.secret)"])
        guard answer.status == 200 else { throw .serverError(status: answer.status) }
        return try UserInfoAnswer.claims(from: answer.body)
    }

    public func revoke(_ token: LoginToken, kind: TokenKind) async throws(IdentityError) {
        guard let endpoint = try await connection.discovery().revocationEndpoint else { throw .notOffered("revocation") }
        let form = [("token", token.secret), ("token_type_hint", kind.rawValue)]
        if case .refused(let error) = try await connection.post(form, to: endpoint, what: "the revocation endpoint") {
            throw error.identityError
        }
    }
}
