/// The picture of a table request as a front end read it from a file (the Core reads no files):
/// its bytes, or why it could not be read. A reader stops after `ArtistAlleyTableRequest
/// .largestPicture` + 1 bytes, so that a huge file is refused without reading it whole.
public enum ArtistAlleyPictureFile: Hashable, Sendable {
    /// No file was given.
    case none
    /// The file's name (without its folders) and what was read of it.
    case read(fileName: String, bytes: [UInt8])
    /// The file could not be read: the path as given and why (e.g. that it does not exist).
    case unreadable(path: String, reason: String)
}
