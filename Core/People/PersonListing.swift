/// A person in the People list: the name shown, what the source says of them in a line, and how
/// many events they host.
public struct PersonListing: Hashable, Sendable {
    /// The name to show and to open their page by (`BrowsePeopleUseCase.page(of:)`).
    public var name: String
    /// The letter the A–Z list files them under: the first of their sort name (else their name),
    /// upper case and without diacritics (`Å` → `A`), or `#` when that is no letter.
    public var letter: String
    /// A line about them (`Person.tagLine`); empty when none.
    public var tagLine: String
    /// How many events name them among their hosts (under any of their written names).
    public var eventCount: Int
    /// Whether the source describes them (a biography, a picture or links).
    public var isDescribed: Bool

    /// Creates a listing.
    public init(name: String, letter: String, tagLine: String = "", eventCount: Int, isDescribed: Bool = false) {
        self.name = name
        self.letter = letter
        self.tagLine = tagLine
        self.eventCount = eventCount
        self.isDescribed = isDescribed
    }
}
