import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A source's file read a buffer at a time, for a parser that takes its document in pieces (libxml2's
/// reader, the Eurofurence sync's stream reader), so that a large file's bytes are never held whole.
///
/// It refuses to pass `maximumBytes` (a file that grew after its size was checked is cut there and
/// reported, not read on), and remembers a read that failed, so that the parser's failure can be
/// told apart from a document that is wrong.
package final class SourceFileInput {
    /// The file's path, for messages.
    package let path: String
    /// The most bytes read before the input stops.
    package let maximumBytes: Int
    private let handle: FileHandle
    /// Bytes handed out so far.
    package private(set) var bytesRead = 0
    /// Whether the file went on past `maximumBytes`.
    package private(set) var passedTheLimit = false
    /// What a failed read said, if one failed.
    package private(set) var failure: String?

    /// Opens the file; nil when it cannot be opened.
    package init?(path: String, maximumBytes: Int) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        self.path = path
        self.maximumBytes = maximumBytes
        self.handle = handle
    }

    deinit {
        try? handle.close()
    }

    /// Fills up to `count` bytes at `buffer`: how many were read, 0 at the end of the file, -1 when
    /// reading failed or the file passed `maximumBytes` (`failure` or `passedTheLimit` says which).
    package func read(into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        guard count > 0 else { return 0 }
        // Near the limit, one byte more than it allows is asked for, to see whether the file goes
        // on (`room + 1` only below `count`: no overflow whatever the limit, `Int.max` included).
        let room = maximumBytes - bytesRead
        let wanted = room < count ? room + 1 : count
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
        return got
    }
}

/// `read(2)`, named apart from `SourceFileInput.read(into:count:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}
