/// A request for a table in the artist alley as the attendee filled it in, not yet checked (see
/// `ArtistAlleyTableRequest.init(checking:)` for the rules).
public struct ArtistAlleyRequestForm: Hashable, Sendable {
    /// The name to show in the alley (required).
    public var displayName: String
    /// What they offer, in a few words (required).
    public var shortDescription: String
    /// The table, as the organisers number it (required: a whole number above zero).
    public var location: String
    /// Their website (optional).
    public var websiteURL: String
    /// Their Telegram handle, with or without `@` (optional: 5 to 32 letters, digits or `_`).
    public var telegramHandle: String
    /// A picture of their table or art (required: an image file of a sane size).
    public var picture: ArtistAlleyPictureFile

    /// Creates a form.
    public init(
        displayName: String, shortDescription: String, location: String, websiteURL: String = "",
        telegramHandle: String = "", picture: ArtistAlleyPictureFile
    ) {
        self.displayName = displayName
        self.shortDescription = shortDescription
        self.location = location
        self.websiteURL = websiteURL
        self.telegramHandle = telegramHandle
        self.picture = picture
    }
}
