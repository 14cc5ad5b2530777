/// A set of row numbers (positive, as SQLite gives a table's rows) kept as one bit each: the hits
/// of a broad search are tens of thousands of rows, which a `Set<Int64>` hashes one by one and
/// copies whole to subtract another from; here adding a row sets a bit and subtracting is a word
/// at a time. Its memory follows the largest row number (an eighth of a byte each): SQLite numbers
/// a new row one past the largest, so the events' numbers grow only with the rows added.
struct RowSet {
    private var words: [UInt64] = []
    /// How many rows are in the set.
    private(set) var count = 0

    /// Whether the row is in the set.
    func contains(_ row: Int64) -> Bool {
        guard row >= 0 else { return false }
        let word = Int(row >> 6)
        return word < words.count && words[word] & (1 << UInt64(row & 63)) != 0
    }

    /// Adds a row (numbers below 0 are never rows: left out).
    mutating func insert(_ row: Int64) {
        guard row >= 0 else { return }
        let word = Int(row >> 6)
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
        let bit: UInt64 = 1 << UInt64(row & 63)
        if words[word] & bit == 0 {
            words[word] |= bit
            count += 1
        }
    }

    /// The rows of this set that are not in `other`.
    func subtracting(_ other: RowSet) -> RowSet {
        var result = RowSet()
        result.words = words
        for index in 0..<min(words.count, other.words.count) {
            result.words[index] &= ~other.words[index]
        }
        result.count = result.words.reduce(0) { $0 + $1.nonzeroBitCount }
        return result
    }

    /// The rows in ascending order.
    var ascending: [Int64] {
        var rows: [Int64] = []
        rows.reserveCapacity(count)
        for (index, word) in words.enumerated() where word != 0 {
            var remaining = word
            while remaining != 0 {
                rows.append(Int64(index << 6 + remaining.trailingZeroBitCount))
                remaining &= remaining - 1
            }
        }
        return rows
    }
}
