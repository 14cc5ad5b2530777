/// How the web application serves: which `Host` names it answers (against DNS rebinding), whether
/// browsers must pair first (on a network), and its limits.
public struct WebServerConfiguration: Sendable {
    /// The `Host` header values answered, lower case with the port (`127.0.0.1:8080`,
    /// `localhost:8080`); any other is refused with 400.
    public var allowedHosts: Set<String>
    /// Whether a browser must pair first (`--lan`).
    public var requiresPairing: Bool
    /// How long a session lives without a request, in seconds.
    public var sessionIdleLifetime: Int
    /// How many sessions are kept at most; beyond, the one unused longest ends.
    public var maximumSessions: Int
    /// The largest body of a form without a file taken, in bytes (such a form is small).
    public var maximumBodySize: Int
    /// The largest body of a form with a file (`multipart/form-data`: an artist's picture) taken,
    /// in bytes; the server reads no more than this.
    public var maximumUploadSize: Int
    /// The largest request target (path and query) taken, in bytes.
    public var maximumTargetLength: Int

    /// A configuration for the addresses the server listens on.
    public init(
        allowedHosts: Set<String>, requiresPairing: Bool, sessionIdleLifetime: Int = 12 * 3600, maximumSessions: Int = 64,
        maximumBodySize: Int = 16 * 1024, maximumUploadSize: Int = 4 << 20, maximumTargetLength: Int = 2048
    ) {
        self.allowedHosts = Set(allowedHosts.map { $0.lowercased() })
        self.requiresPairing = requiresPairing
        self.sessionIdleLifetime = sessionIdleLifetime
        self.maximumSessions = maximumSessions
        self.maximumBodySize = maximumBodySize
        self.maximumUploadSize = maximumUploadSize
        self.maximumTargetLength = maximumTargetLength
    }

    /// The `Host` values a server on `host:port` answers: the address as given, and `localhost`
    /// too for a loopback address.
    public static func hosts(listeningOn host: String, port: Int) -> Set<String> {
        let written = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        var hosts: Set<String> = ["\(written):\(port)"]
        if host == "127.0.0.1" || host == "::1" || host == "localhost" {
            hosts.formUnion(["localhost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)"])
        }
        return hosts
    }
}
