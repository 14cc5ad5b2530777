/// What is wrong with a table request, found before it is sent (the server's own rules, and a
/// picture that is really an image of a sane size).
public enum ArtistAlleyRequestProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The display name is empty.
    case displayNameMissing
    /// The description is empty.
    case descriptionMissing
    /// The table is not a whole number above zero (the text as typed).
    case locationNotANumber(String)
    /// The Telegram handle is not 5 to 32 letters, digits or `_` after an optional `@`.
    case telegramHandleInvalid(String)
    /// No picture was given.
    case pictureMissing
    /// The picture's file could not be read: the path and why.
    case pictureUnreadable(path: String, reason: String)
    /// The picture's file is empty.
    case pictureEmpty(fileName: String)
    /// The picture is larger than `ArtistAlleyTableRequest.largestPicture` bytes.
    case pictureTooLarge(fileName: String, limitInBytes: Int)
    /// The picture is not a JPEG, PNG or WebP image (its first bytes say so, whatever its name).
    case pictureNotAnImage(fileName: String)

    public var description: String {
        switch self {
        case .displayNameMissing:
            "The display name is required."
        case .descriptionMissing:
            "The short description is required."
        case .locationNotANumber(let text):
            "The table must be a whole number above zero, not “\(text)”."
        case .telegramHandleInvalid(let text):
            "“\(text)” is not a Telegram handle: 5 to 32 letters, digits or underscores, with or without @."
        case .pictureMissing:
            "A picture of your table or art is required."
        case .pictureUnreadable(let path, let reason):
            "The picture \(path) could not be read: \(reason)"
        case .pictureEmpty(let fileName):
            "The picture \(fileName) is empty."
        case .pictureTooLarge(let fileName, let limit):
            "The picture \(fileName) is larger than \(limit / (1024 * 1024)) MB."
        case .pictureNotAnImage(let fileName):
            "\(fileName) is not a JPEG, PNG or WebP picture."
        }
    }
}
