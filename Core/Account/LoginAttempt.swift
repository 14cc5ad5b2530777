/// A login under way in a browser: open `address`, log in there; the provider's redirect comes
/// back to this machine by itself (`receivesRedirect`) or the attendee pastes the address the
/// browser ended on. Either way the login ends like this: the provider's tokens, the attendee's
/// name (userinfo) and what the server knows of them (`Users/:self`), kept in the account store.
@MainActor
public final class LoginAttempt {
    private let browserLogin: any BrowserLogin
    private let account: AttendeeAccount

    init(browserLogin: any BrowserLogin, account: AttendeeAccount) {
        self.browserLogin = browserLogin
        self.account = account
    }

    /// The address to open in a browser.
    public var address: String { browserLogin.address }

    /// Whether the provider's answer comes back to this machine by itself; when false, only
    /// `complete(pastedAddress:)` can finish the login.
    public var receivesRedirect: Bool { browserLogin.receivesRedirect }

    /// Waits for the provider's redirect, then logs in.
    /// - Throws: `LoginError.identity` (`.cancelled` after `cancel()`, `.stateMismatch`, `.denied`…),
    ///   `.api` when the server refuses the new token, `.store` when the login cannot be kept.
    @discardableResult
    public func complete() async throws(LoginError) -> LoggedInAttendee {
        let browserLogin = browserLogin
        let grant: TokenGrant
        do {
            grant = try await browserLogin.waitForRedirect()
        } catch {
            throw .identity(error)
        }
        return try await LoginCompletion(account: account).keep(grant)
    }

    /// Logs in with the address the browser ended on, as pasted.
    /// - Throws: as `complete()`; `.identity(.redirectUnreadable)` for an address that is not this
    ///   login's redirect.
    @discardableResult
    public func complete(pastedAddress: String) async throws(LoginError) -> LoggedInAttendee {
        let browserLogin = browserLogin
        let grant: TokenGrant
        do {
            grant = try await account.counted { () async throws(IdentityError) in
                try await browserLogin.finish(redirectedTo: pastedAddress.trimmingSpaces)
            }
        } catch {
            throw .identity(error)
        }
        return try await LoginCompletion(account: account).keep(grant)
    }

    /// Gives up: a `complete()` under way ends with `.identity(.cancelled)`.
    public func cancel() {
        browserLogin.cancel()
    }
}
