extension String {
    /// The text without leading and trailing white space (spaces, tabs, line breaks, and other
    /// Unicode white space).
    var trimmedForSchedule: String {
        // Fast path: most values have nothing to trim (the bytes at both ends are printable ASCII).
        let untouched = utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            return first > 0x20 && first < 0x80 && last > 0x20 && last < 0x80
        }
        if untouched == true { return self }
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
