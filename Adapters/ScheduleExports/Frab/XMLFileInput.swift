import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file handed to libxml2's reader a buffer at a time (`xmlReaderForIO`), so that a large
/// schedule.xml is parsed without its bytes ever being held whole: libxml2 asks for a few
/// kilobytes at a time and keeps only what the node being read needs.
///
/// It refuses to pass `maximumBytes` (a file that grew after its size was checked is cut there
/// and reported, not read on), and remembers a read that failed, so that the reader's failure can
/// be told apart from a document that is not XML.
final class XMLFileInput {
    /// The file's path, for messages.
    let path: String
    /// The most bytes read before the input stops.
    let maximumBytes: Int
    private let handle: FileHandle
    /// Bytes handed to libxml2 so far.
    private(set) var bytesRead = 0
    /// Whether the file went on past `maximumBytes`.
    private(set) var passedTheLimit = false
    /// What a failed read said, if one failed.
    private(set) var failure: String?

    /// Opens the file; nil when it cannot be opened.
    init?(path: String, maximumBytes: Int) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        self.path = path
        self.maximumBytes = maximumBytes
        self.handle = handle
    }

    deinit {
        try? handle.close()
    }

    /// Fills up to `count` bytes of `buffer`: how many were read, 0 at the end of the file, -1 when
    /// reading failed or the file passed `maximumBytes` (libxml2 then stops with an error).
    func read(into buffer: UnsafeMutablePointer<CChar>, count: Int32) -> Int32 {
        guard count > 0 else { return 0 }
        // Near the limit, one byte more than it allows is asked for, to see whether the file goes
        // on (`room + 1` only below `count`: no overflow whatever the limit, `Int.max` included).
        let room = maximumBytes - bytesRead
        let wanted = room < Int(count) ? room + 1 : Int(count)
        var got: Int
        repeat {
            got = systemRead(handle.fileDescriptor, buffer, wanted)
        } while got < 0 && errno == EINTR
        guard got >= 0 else {
            failure = String(cString: strerror(errno))
            return -1
        }
        guard got > 0 else { return 0 }
        bytesRead += got
        guard bytesRead <= maximumBytes else {
            passedTheLimit = true
            return -1
        }
        return Int32(got)
    }

    /// Whether a libxml2 position (1-based line, column) is at or past the end of the file as it
    /// is now: an error there means the document stopped early. Read again a buffer at a time
    /// (only when there is an error to place).
    func isAtEnd(line: Int, column: Int) -> Bool {
        guard let again = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? again.close() }
        var end = XMLTextEnd()
        var total = 0
        while total <= maximumBytes, let chunk = try? again.read(upToCount: 1 << 20), !chunk.isEmpty {
            total += chunk.count
            end.count(chunk)
        }
        return end.isReached(line: line, column: column)
    }
}

/// `read(2)`, named apart from `XMLFileInput.read(into:count:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<CChar>, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}
