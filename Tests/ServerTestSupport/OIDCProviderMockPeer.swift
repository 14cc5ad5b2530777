import ConbookPrograms
public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Python's `oidc-provider-mock` (PyPI), an independent OpenID Connect provider, run as a child
/// process on 127.0.0.1 and a free port (`python3 -m oidc_provider_mock`). Its issuer is
/// `http://127.0.0.1:PORT` (no trailing `/`); its authorization endpoint shows a form that posts
/// `sub`; it has no revocation endpoint, but `POST /users/{sub}/revoke-tokens` ends a user's
/// tokens. It authenticates clients with a secret (any secret: it checks none).
///
/// It is killed when released (SIGKILL: on SIGTERM, uvicorn waits for idle keep-alive
/// connections, for seconds).
public final class OIDCProviderMockPeer: Sendable {
    /// The port it listens on.
    public let port: UInt16
    private let child: ChildProcess

    /// Starts the mock with predefined users (each a JSON object of claims with a `sub`), and
    /// waits until its discovery document answers.
    /// - Throws: `PeerProgram.Missing` when Python or the package is not installed (run
    ///   `.ci/test-peers`), or when the mock does not start within 120 seconds.
    public init(userClaims: [String]) async throws {
        let python = try PeerProgram("python3")
        let probe = try python.run(["-c", "import oidc_provider_mock"])
        guard probe.status == 0 else {
            throw PeerProgram.Missing(description: "Python's oidc-provider-mock is not installed; run .ci/test-peers")
        }
        let (descriptor, freePort) = try LoopbackSocket.bindToFreePort()
        close(descriptor)
        port = freePort
        child = ChildProcess(
            executable: URL(fileURLWithPath: python.executable),
            arguments: ["-m", "oidc_provider_mock", "--port", "\(freePort)"] + userClaims.flatMap { ["--user-claims", $0] },
            environment: ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 })
        try child.start()
        let discovery = URL(string: "http://127.0.0.1:\(freePort)/.well-known/openid-configuration")!
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline, child.isRunning {
            var request = URLRequest(url: discovery)
            request.timeoutInterval = 2
            if let (_, response) = try? await URLSession.shared.data(for: request),
                (response as? HTTPURLResponse)?.statusCode == 200
            {
                return
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        child.send(signal: SIGKILL)
        _ = child.waitForEnd(timeLimit: .seconds(5))
        throw PeerProgram.Missing(description: "oidc-provider-mock did not answer on port \(freePort) within 120 seconds")
    }

    deinit {
        child.send(signal: SIGKILL)
        _ = child.waitForEnd(timeLimit: .seconds(5))
    }

    /// The issuer, `http://127.0.0.1:PORT`.
    public var issuer: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Ends every token of a user (the mock's `POST /users/{sub}/revoke-tokens`).
    public func revokeTokens(of subject: String) async throws {
        var request = URLRequest(url: issuer.appending(path: "users/\(subject)/revoke-tokens"))
        request.httpMethod = "POST"
        let (_, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 204 else {
            throw PeerProgram.Missing(description: "oidc-provider-mock did not revoke \(subject)'s tokens")
        }
    }
}
