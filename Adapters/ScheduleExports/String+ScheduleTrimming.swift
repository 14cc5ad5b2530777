extension String {
    /// The text without leading and trailing white space (spaces, tabs, line breaks, and other
    /// Unicode white space).
    var trimmedForSchedule: String {
        // Fast path: most values have nothing to trim.
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
            return self
        }
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
