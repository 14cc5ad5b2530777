public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A port on 127.0.0.1 that refuses every connection, for as long as it is kept: a socket is bound
/// to it but never listens, so a client is refused at once and no other server (a loopback server
/// of a test running alongside) can take the port meanwhile.
public final class RefusingPort: Sendable {
    /// The port.
    public let port: UInt16
    private let descriptor: Int32

    /// Takes a free port.
    public init() throws {
        (descriptor, port) = try LoopbackSocket.bindToFreePort()
    }

    deinit {
        close(descriptor)
    }

    /// An http URL on the port with a path, e.g. `/EF27/api`.
    public func url(path: String) throws -> URL {
        guard let url = URL(string: "http://127.0.0.1:\(port)\(path)") else { throw LoopbackServerError.badPath(path) }
        return url
    }
}
