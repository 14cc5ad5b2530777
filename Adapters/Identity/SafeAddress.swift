import ConbookCore
import Foundation

/// Where the adapter may send a login's secrets: `https` anywhere, plain `http` only to this
/// machine (`127.0.0.1`, `localhost`, `::1`), for tests and a provider run locally.
enum SafeAddress {
    /// Returns `url` when it is safe to send to.
    /// - Throws: `IdentityError.refusedUnsafe` otherwise (the message names the address, which
    ///   carries no secret).
    static func checked(_ url: URL, what: String) throws(IdentityError) -> URL {
        let scheme = url.scheme?.lowercased()
        let host = (url.host ?? "").lowercased()
        let isThisMachine = ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host)
        guard scheme == "https" || (scheme == "http" && isThisMachine) else {
            throw .refusedUnsafe("\(what) \(url.absoluteString) is not reached over https")
        }
        return url
    }
}
