import ConbookCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// The `Date` header's value (IMF-fixdate, RFC 9110), written once a second.
enum WebServerDate {
    private static let written = Mutex<(second: Int, text: String)>((-1, ""))

    /// The value for the current second.
    static func now() -> String {
        let second = Int(time(nil))
        return written.withLock { written in
            if written.second != second {
                written = (second, WebHTTPDate.text(of: Instant(millisecondsSinceEpoch: Int64(second) * 1000)))
            }
            return written.text
        }
    }
}
