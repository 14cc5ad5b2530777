import ConbookDownloads
import Foundation

/// A file handed to libxml2's reader a buffer at a time (`xmlReaderForIO`) through a
/// `SourceFileInput`, so that a large schedule.xml is parsed without its bytes ever being held
/// whole: libxml2 asks for a few kilobytes at a time and keeps only what the node being read needs.
final class XMLFileInput {
    /// The file, its limit, and what reading it met.
    let file: SourceFileInput

    /// Opens the file; nil when it cannot be opened.
    init?(path: String, maximumBytes: Int) {
        guard let file = SourceFileInput(path: path, maximumBytes: maximumBytes) else { return nil }
        self.file = file
    }

    /// Fills up to `count` bytes of `buffer`: how many were read, 0 at the end of the file, -1 when
    /// reading failed or the file passed its limit (libxml2 then stops with an error).
    func read(into buffer: UnsafeMutablePointer<CChar>, count: Int32) -> Int32 {
        Int32(file.read(into: buffer, count: Int(count)))
    }

    /// Whether a libxml2 position (1-based line, column) is at or past the end of the file as it
    /// is now: an error there means the document stopped early. Read again a buffer at a time
    /// (only when there is an error to place).
    func isAtEnd(line: Int, column: Int) -> Bool {
        guard let again = FileHandle(forReadingAtPath: file.path) else { return false }
        defer { try? again.close() }
        var end = XMLTextEnd()
        var total = 0
        while total <= file.maximumBytes, let chunk = try? again.read(upToCount: 1 << 20), !chunk.isEmpty {
            total += chunk.count
            end.count(chunk)
        }
        return end.isReached(line: line, column: column)
    }
}
