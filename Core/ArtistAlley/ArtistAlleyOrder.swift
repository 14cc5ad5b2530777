/// The order of the artist alley: by table number (numerically when the table is a number, e.g.
/// `2` before `10`), tables that are not numbers after them by their text, tables without a
/// number last; then by name (case and Latin diacritics aside).
enum ArtistAlleyOrder {
    /// Whether `first` comes before `second`.
    static func precedes(_ first: ArtistAlleyTable, _ second: ArtistAlleyTable) -> Bool {
        let (one, other) = (key(first), key(second))
        if one.rank != other.rank { return one.rank < other.rank }
        if one.number != other.number { return one.number < other.number }
        if one.location != other.location { return one.location < other.location }
        if one.name != other.name { return one.name < other.name }
        return first.id.rawValue < second.id.rawValue
    }

    private static func key(_ table: ArtistAlleyTable) -> (rank: Int, number: Int, location: String, name: String) {
        let location = SearchFolding.folded(table.location.trimmingSpaces)
        let name = SearchFolding.folded(table.displayName)
        if let number = ArtistAlleyTableNumber.value(of: location) { return (0, number, location, name) }
        return (location.isEmpty ? 2 : 1, 0, location, name)
    }
}

/// A table number as the alley writes it: ASCII digits only, a value above zero.
enum ArtistAlleyTableNumber {
    /// The number a text spells, or nil when it is not one (empty, signs, other characters, zero,
    /// too large).
    static func value(of text: String) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 9, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let value = Int(text), value > 0
        else { return nil }
        return value
    }
}
