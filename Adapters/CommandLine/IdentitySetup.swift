import ConbookCore
import ConbookIdentity
import ConbookScheduleExports
import Foundation

/// The login provider of a convention, as the command line sets it up: the issuer, the client id
/// and the redirect given now (then remembered) or remembered from before; a Eurofurence source's
/// issuer is Eurofurence's own unless another is given. Sources without attendee services have
/// none.
struct IdentitySetup {
    /// Eurofurence's OpenID Connect issuer (with the trailing slash its id tokens name).
    static let eurofurenceIssuer = "https://identity.eurofurence.org/"

    var issuer: String?
    var clientID: String?
    var redirect: String?

    /// The setup for a convention: what the options give (remembered for next time), else what
    /// was remembered, else the source's default.
    @MainActor
    static func resolve(
        _ options: LoginOptions, source: ConventionSource, library: ConventionLibrary, name: String
    ) throws -> IdentitySetup {
        guard case .remote(_, .eurofurenceAPI?) = source else { return IdentitySetup() }
        for (setting, value) in [("issuer", options.issuer), ("client-id", options.clientID), ("redirect", options.redirect)] {
            if let value { try library.setLoginSetting(setting, value, for: name) }
        }
        return IdentitySetup(
            issuer: try library.loginSetting("issuer", for: name) ?? eurofurenceIssuer,
            clientID: try library.loginSetting("client-id", for: name),
            redirect: try library.loginSetting("redirect", for: name))
    }

    /// The provider; nil for a source without a login.
    func makeProvider() -> (any IdentityProvider)? {
        guard let issuer else { return nil }
        guard let issuerURL = URL(string: issuer), issuerURL.scheme != nil, issuerURL.host != nil else {
            return UnconfiguredIdentityProvider(issuer: issuer, reason: "the issuer \(issuer) is not an http(s) address")
        }
        guard let clientID else {
            return UnconfiguredIdentityProvider(
                issuer: issuer,
                reason:
                    "no client id is known for \(issuer): give the one registered there for this app with `conbook login --client-id ID` (it is remembered)."
            )
        }
        return OpenIDConnectProvider(
            issuer: issuerURL, clientID: clientID, redirect: redirect.map { .registered($0) } ?? .loopback)
    }
}

/// A login provider that cannot be used yet, saying why whenever it is asked.
struct UnconfiguredIdentityProvider: IdentityProvider {
    let issuer: String
    let reason: String

    func beginBrowserLogin() async throws(IdentityError) -> any BrowserLogin { throw .notConfigured(reason) }
    func beginDeviceLogin() async throws(IdentityError) -> any DeviceLogin { throw .notConfigured(reason) }
    func refresh(_ refreshToken: LoginToken) async throws(IdentityError) -> TokenGrant { throw .notConfigured(reason) }
    func claims(for accessToken: LoginToken) async throws(IdentityError) -> IdentityClaims { throw .notConfigured(reason) }
    func revoke(_ token: LoginToken, kind: TokenKind) async throws(IdentityError) { throw .notConfigured(reason) }
}
