import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP socket on 127.0.0.1, for the loopback server and the refusing port.
enum LoopbackSocket {
    /// A new socket bound to 127.0.0.1 and a free port (not listening yet), and that port.
    static func bindToFreePort() throws -> (descriptor: Int32, port: UInt16) {
        let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketDescriptor >= 0 else { throw LoopbackServerError.system("socket", errno) }
        var reuse: Int32 = 1
        _ = setsockopt(socketDescriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketDescriptor, $0, length) }
        }
        guard bound == 0 else {
            let error = errno
            close(socketDescriptor)
            throw LoopbackServerError.system("bind", error)
        }
        var boundAddress = sockaddr_in()
        var boundLength = length
        _ = withUnsafeMutablePointer(to: &boundAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketDescriptor, $0, &boundLength) }
        }
        return (socketDescriptor, UInt16(bigEndian: boundAddress.sin_port))
    }
}
