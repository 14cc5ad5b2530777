import ConbookPrograms
public import Foundation
import Synchronization

/// An OpenID Connect provider on a loopback HTTP server, for testing a client: discovery
/// (issuer `http://127.0.0.1:PORT/`, with the trailing `/` as Eurofurence's), the authorization
/// endpoint (`/oauth2/auth`: no page, it redirects at once, as scripted), the token endpoint
/// (`/oauth2/token`: codes are single-use and PKCE is checked, the verifier's SHA-256 computed by
/// coreutils' `sha256sum`; refresh tokens rotate; device codes answer as scripted), userinfo,
/// revocation (`/oauth2/revoke`, recorded) and device authorization (`/oauth2/device`).
///
/// Every issued token is random and recorded, so a test can check none leaks.
public final class FakeOpenIDProvider: Sendable {
    /// The subject of every login.
    public static let subject = "attendee-108"
    /// The name userinfo gives.
    public static let name = "Some Attendee"
    /// The user code of a device login.
    public static let userCode = "WDJB-MJHT"

    /// The state, and the issuer once the server's port is known, shared with the server's threads.
    private final class Shared: Sendable {
        let state: Mutex<FakeOpenIDState>
        let issuer = Mutex("")

        init(script: Script) {
            state = Mutex(FakeOpenIDState(script: script))
        }
    }

    private let server: RespondingHTTPServer
    private let shared: Shared

    /// Starts the fake with a script.
    public init(script: Script = Script()) throws {
        let shared = Shared(script: script)
        server = try RespondingHTTPServer { request in
            let issuer = shared.issuer.withLock { $0 }
            return shared.state.withLock { $0.answer(request, issuer: issuer) }
        }
        self.shared = shared
        shared.issuer.withLock { $0 = server.address("/") }
    }

    /// The issuer, `http://127.0.0.1:PORT/`.
    public var issuer: URL { URL(string: server.address("/"))! }

    /// An address on the fake's server, e.g. `address("/userinfo")`.
    public func address(_ path: String) -> String { server.address(path) }

    /// The script now; setting it changes how later requests are answered.
    public var script: Script {
        get { shared.state.withLock { $0.script } }
        set { shared.state.withLock { $0.script = newValue } }
    }

    /// Every request so far, in order.
    public var requests: [LoopbackRequest] { shared.state.withLock { $0.requests } }

    /// The form fields of every token request so far, in order.
    public var tokenRequests: [[String: String]] {
        requests.filter { $0.target == "/oauth2/token" }.map { FakeOpenIDState.formFields($0.bodyText) }
    }

    /// Every revocation so far, in order.
    public var revocations: [Revocation] { shared.state.withLock { $0.revocations } }

    /// Every secret the fake issued or was sent so far (codes, tokens, verifiers, device codes).
    public var secrets: [String] { shared.state.withLock { $0.secrets } }

    /// Ends every session: refresh tokens issued so far are refused from now on (`invalid_grant`).
    public func endSessions() {
        shared.state.withLock { $0.liveRefreshTokens.removeAll() }
    }

    /// Stops the server.
    public func stop() {
        server.stop()
    }

    /// The base64url SHA-256 of a PKCE verifier, computed by coreutils' `sha256sum`.
    static func s256(_ verifier: String) -> String? {
        guard let program = try? PeerProgram("sha256sum"),
            let run = try? CapturedRun.running(
                URL(fileURLWithPath: program.executable), [], input: Data(verifier.utf8), timeLimit: .seconds(20)),
            run.status == 0
        else { return nil }
        let hex = Array(run.output.prefix(64))
        let bytes = stride(from: 0, to: hex.count, by: 2).compactMap { UInt8(String(hex[$0...$0 + 1]), radix: 16) }
        guard bytes.count == 32 else { return nil }
        return FakeOpenIDState.base64URL(Data(bytes))
    }
}
