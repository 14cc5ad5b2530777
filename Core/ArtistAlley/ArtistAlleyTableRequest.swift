/// A request for a table in the artist alley that passed the checks, ready to send (Eurofurence:
/// `POST ArtistsAlley/TableRegistrationRequest`, a form of `DisplayName`, `ShortDescription`,
/// `Location`, `WebsiteUrl`, `TelegramHandle` and the picture, `requestImageFile`).
public struct ArtistAlleyTableRequest: Hashable, Sendable {
    /// The largest picture sent: 4 MiB.
    public static let largestPicture = 4 * 1024 * 1024

    /// The name to show, trimmed.
    public let displayName: String
    /// What they offer, trimmed.
    public let shortDescription: String
    /// The table number, written plainly (e.g. `12` for ` 012 `).
    public let location: String
    /// The website, trimmed; empty when none.
    public let websiteURL: String
    /// The Telegram handle as typed, trimmed; empty when none.
    public let telegramHandle: String
    /// The picture's file name, without folders.
    public let pictureFileName: String
    /// The picture's bytes.
    public let picture: [UInt8]
    /// What kind of picture it is.
    public let pictureType: ArtistAlleyPictureType

    /// Checks a form against the server's rules, and the picture: the display name and the
    /// description are required; the table is a whole number above zero (ASCII digits); a
    /// Telegram handle, when given, is `@?[A-Za-z0-9_]{5,32}`; the picture is required, read, not
    /// empty, at most `largestPicture` bytes, and a JPEG, PNG or WebP image by its first bytes.
    /// - Throws: the first problem, in that order.
    public init(checking form: ArtistAlleyRequestForm) throws(ArtistAlleyRequestProblem) {
        displayName = form.displayName.trimmingSpaces
        guard !displayName.isEmpty else { throw .displayNameMissing }
        shortDescription = form.shortDescription.trimmingSpaces
        guard !shortDescription.isEmpty else { throw .descriptionMissing }
        let location = form.location.trimmingSpaces
        guard let number = ArtistAlleyTableNumber.value(of: location) else { throw .locationNotANumber(location) }
        self.location = String(number)
        websiteURL = form.websiteURL.trimmingSpaces
        telegramHandle = form.telegramHandle.trimmingSpaces
        guard telegramHandle.isEmpty || Self.isTelegramHandle(telegramHandle) else {
            throw .telegramHandleInvalid(telegramHandle)
        }
        switch form.picture {
        case .none:
            throw .pictureMissing
        case .unreadable(let path, let reason):
            throw .pictureUnreadable(path: path, reason: reason)
        case .read(let fileName, let bytes):
            guard !bytes.isEmpty else { throw .pictureEmpty(fileName: fileName) }
            guard bytes.count <= Self.largestPicture else {
                throw .pictureTooLarge(fileName: fileName, limitInBytes: Self.largestPicture)
            }
            guard let type = ArtistAlleyPictureType(sniffing: bytes) else { throw .pictureNotAnImage(fileName: fileName) }
            pictureFileName = fileName
            picture = bytes
            pictureType = type
        }
    }

    /// `@?[A-Za-z0-9_]{5,32}`, the whole text.
    static func isTelegramHandle(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "@" { scalars.removeFirst() }
        return (5...32).contains(scalars.count)
            && scalars.allSatisfy { scalar in
                scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            }
    }
}
