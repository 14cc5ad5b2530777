/// Where a document's text ends, as libxml2 counts positions (1-based line and column), counted
/// over its bytes a run at a time: an error at or past that end means the document stopped early.
struct XMLTextEnd {
    private var lines = 1
    private var lastLineLength = 0

    /// Counts the next run of the document's bytes.
    mutating func count(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            if byte == 0x0A {
                lines += 1
                lastLineLength = 0
            } else {
                lastLineLength += 1
            }
        }
    }

    /// Whether a position (1-based line, column) is at or past the end of the bytes counted.
    func isReached(line: Int, column: Int) -> Bool {
        line > lines || (line == lines && column > lastLineLength)
    }
}
