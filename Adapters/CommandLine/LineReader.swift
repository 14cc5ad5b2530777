import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#else
    import Darwin
    private let systemRead = Darwin.read
#endif

/// The lines of a file descriptor (a pipe between `conbook site` and its workers), read on a
/// thread of its own so that no task waits in a blocking read; the stream ends at the end of the
/// file or at a read error.
enum LineReader {
    /// The lines as they arrive, without their line ends.
    static func lines(of descriptor: Int32) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .unbounded)
        let thread = Thread {
            var pending: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                pending += chunk[..<count]
                var start = pending.startIndex
                while let end = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                    continuation.yield(String(decoding: pending[start..<end], as: UTF8.self))
                    start = end + 1
                }
                pending.removeSubrange(..<start)
            }
            continuation.finish()
        }
        thread.name = "conbook.lines"
        thread.start()
        return stream
    }
}
