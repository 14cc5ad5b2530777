import ConbookModuleKit
import ConbookPictures

/// How the console scenes show a picture (a map, a dealer's art): every scene shows its pictures
/// through `lines(of:titled:on:)`.
///
/// A downloaded picture is drawn on a colour terminal (`ConsolePicture`), its marker over the
/// place marked, at most `maximumRows` lines high; without colour it is one sentence (format,
/// size, bytes). A picture not downloaded is one line saying so, e.g.
/// `Picture: 1920 × 1400 PNG, not downloaded (…)`. Decoded pictures are kept for the next
/// redraws, a few at a time.
@MainActor
enum ConsoleScenePicture {
    /// The most lines a picture takes on a page.
    static let maximumRows = 24
    /// How many decoded pictures are kept for redraws.
    private static let keptPictures = 4
    private static var decoded: [(bytes: [UInt8], picture: ConsolePicture)] = []

    /// The picture's lines, starting with its title, e.g. `Picture: 1920 × 1400 PNG, not downloaded (…)`.
    static func lines(of picture: PictureViewModel, titled title: String? = nil, on screen: ConsoleScreen) -> [String] {
        let title = title ?? screen.texts(.pictureSubject)
        guard let bytes = picture.bytes else {
            return screen.wrapper.wrap(
                screen.texts(.pictureNotDownloaded, ["title": title, "description": picture.description]), indent: "  ")
        }
        let marker = picture.marker.map { PicturePoint(x: $0.x, y: $0.y) }
        var lines = decodedPicture(bytes, describedAs: title).lines(marker: marker, maximumRows: maximumRows, on: screen)
        if picture.isEarlierVersion {
            lines += screen.wrapper.wrap(screen.texts(.pictureEarlierVersion))
                .map(screen.style.dim)
        }
        return lines
    }

    /// The picture of some bytes, decoded once and kept for the next redraws.
    private static func decodedPicture(_ bytes: [UInt8], describedAs title: String) -> ConsolePicture {
        if let kept = decoded.first(where: { $0.bytes == bytes }), kept.picture.description == title {
            return kept.picture
        }
        let picture = ConsolePicture(bytes: bytes, describedAs: title)
        decoded = [(bytes, picture)] + decoded.prefix(keptPictures - 1)
        return picture
    }
}
