/// A login under way on another device (RFC 8628): open `verificationAddress` on a phone and type
/// `userCode` there (or open `completeVerificationAddress`, which carries the code); this machine
/// waits for the approval, then the login ends as in a browser (see `LoginAttempt`).
@MainActor
public final class DeviceLoginAttempt {
    private let deviceLogin: any DeviceLogin
    private let account: AttendeeAccount

    init(deviceLogin: any DeviceLogin, account: AttendeeAccount) {
        self.deviceLogin = deviceLogin
        self.account = account
    }

    /// The code to type on the other device.
    public var userCode: String { deviceLogin.userCode }
    /// The address to open on the other device.
    public var verificationAddress: String { deviceLogin.verificationAddress }
    /// The address with the code in it, when the provider gives one.
    public var completeVerificationAddress: String? { deviceLogin.completeVerificationAddress }

    /// Waits for the approval, then logs in.
    /// - Throws: `LoginError.identity` (`.denied`, `.expired`, `.cancelled`…), `.api`, `.store`.
    @discardableResult
    public func complete() async throws(LoginError) -> LoggedInAttendee {
        let deviceLogin = deviceLogin
        let grant: TokenGrant
        do {
            grant = try await deviceLogin.waitForApproval()
        } catch {
            throw .identity(error)
        }
        return try await LoginCompletion(account: account).keep(grant)
    }

    /// Gives up: a `complete()` under way ends with `.identity(.cancelled)`.
    public func cancel() {
        deviceLogin.cancel()
    }
}
