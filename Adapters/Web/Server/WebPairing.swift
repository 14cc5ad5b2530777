/// Pairing in LAN mode: the server prints an address with a one-time token; the browser that opens
/// it gets a device cookie, and the token is spent (a new one is made for the next device). Every
/// other request needs a paired device's cookie. Wrong tokens are counted: after
/// `maximumFailedAttempts` pairing stops until the server restarts, so a guesser on the network
/// has a handful of tries at a 128-bit token.
@MainActor
final class WebPairing {
    /// How many wrong tokens end pairing.
    static let maximumFailedAttempts = 10

    private var token: String?
    private var devices: Set<String> = []
    private var failedAttempts = 0
    private let whenTokenChanges: @MainActor (String?) -> Void

    /// A pairing with its first token; `whenTokenChanges` is told each new token (nil when
    /// pairing stopped), for the server to print its address.
    init(whenTokenChanges: @escaping @MainActor (String?) -> Void = { _ in }) {
        self.whenTokenChanges = whenTokenChanges
        token = WebSecret.make(byteCount: 16)
    }

    /// The token to print now; nil once pairing stopped.
    var currentToken: String? { token }

    /// Trades the token for a device secret (the cookie's value); nil for a wrong or spent token.
    func pair(with given: String) -> String? {
        guard let expected = token else { return nil }
        guard WebSecret.matches(given, expected) else {
            failedAttempts += 1
            if failedAttempts >= Self.maximumFailedAttempts {
                token = nil
                whenTokenChanges(nil)
            }
            return nil
        }
        let device = WebSecret.make()
        devices.insert(device)
        token = WebSecret.make(byteCount: 16)
        whenTokenChanges(token)
        return device
    }

    /// Whether a device secret is one paired.
    func isPaired(_ device: String?) -> Bool {
        guard let device else { return false }
        return devices.contains { WebSecret.matches(device, $0) }
    }
}
