/// Why a share code cannot be opened.
public enum ShareCodeError: Error, Hashable, Sendable {
    /// The text is not a Conbook share code at all (no `CONBOOK:` prefix, or letters no code has).
    case notACode
    /// The text looks like a share code but was damaged (mistyped, cut short): its checksum does
    /// not match what it holds.
    case damaged
    /// The code was made by a newer Conbook, in a format version this one does not read.
    case newerVersion(Int)
    /// The code is for another convention than the one open.
    case otherConvention(code: ConventionIdentifier, current: ConventionIdentifier)
    /// No convention is stored yet to import the picks into.
    case noConvention
    /// The store could not be read or written.
    case store(StoreError)
}
