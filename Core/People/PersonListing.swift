/// A person in the People list: the name shown, what the source says of them in a line, and how
/// many events they host.
public struct PersonListing: Hashable, Sendable {
    /// The name to show and to open their page by (`BrowsePeopleUseCase.page(of:)`).
    public var name: String
    /// A line about them (`Person.tagLine`); empty when none.
    public var tagLine: String
    /// How many events name them among their hosts (under any of their written names).
    public var eventCount: Int
    /// Whether the source describes them (a biography, a picture or links).
    public var isDescribed: Bool

    /// Creates a listing.
    public init(name: String, tagLine: String = "", eventCount: Int, isDescribed: Bool = false) {
        self.name = name
        self.tagLine = tagLine
        self.eventCount = eventCount
        self.isDescribed = isDescribed
    }
}
