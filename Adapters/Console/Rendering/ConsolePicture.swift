public import ConbookModuleKit
public import ConbookPictures

/// A picture on a console page (a map, a dealer's artwork): drawn on a colour terminal, else
/// described in a sentence.
///
/// Made once from the bytes a scene has (decoding them at once, with `PictureDecoder`'s limits),
/// it gives the page's lines as often as the page is drawn:
///
/// ```swift
/// let map = ConsolePicture(bytes: mapImageBytes, describedAs: "Dealers' Den map")
/// screen.print(map.lines(marker: PicturePoint(x: 120, y: 45), on: screen))
/// ```
///
/// With escape codes (a colour terminal) the lines are the picture drawn by
/// `ConsolePictureRenderer` at the screen's width and colour depth, the marker (in the picture's
/// pixels) drawn over its spot. Without them (`--no-color`, `NO_COLOR`, output that is not a
/// terminal), or when there are no bytes or they cannot be decoded, the lines are `text`
/// wrapped at the width: "Dealers' Den map (PNG, 1024 × 768 pixels, 245,310 bytes)." or
/// "Dealers' Den map (217 bytes, not shown). The picture is a GIF; only PNG and JPEG pictures
/// are shown."
public struct ConsolePicture: Sendable {
    /// What the picture shows, in words, as given (control characters removed).
    public let description: String
    /// The size of the encoded picture, or nil when there were no bytes.
    public let byteCount: Int?
    /// The decoded picture, or nil when there were no bytes or they could not be decoded.
    public let picture: DecodedPicture?
    /// Why the bytes could not be decoded, if they could not.
    public let problem: PictureDecodingError?

    /// Decodes a picture's bytes (none: nil) and keeps what it shows in words.
    public init(bytes: [UInt8]?, describedAs description: String, decoder: PictureDecoder = PictureDecoder()) {
        self.description = String(
            String.UnicodeScalarView(
                description.unicodeScalars.map {
                    $0.properties.generalCategory == .control ? " " : $0
                }))
        byteCount = bytes?.count
        var picture: DecodedPicture?
        var problem: PictureDecodingError?
        if let bytes {
            do {
                picture = try decoder.decode(bytes)
            } catch {
                problem = error
            }
        }
        self.picture = picture
        self.problem = problem
    }

    /// The picture's lines on a screen: drawn at most `maximumRows` lines high (when given) and
    /// as wide as the screen, in its colour depth, when the screen writes escape codes; else
    /// `text`, wrapped.
    @MainActor
    public func lines(marker: PicturePoint? = nil, maximumRows: Int? = nil, on screen: ConsoleScreen) -> [String] {
        lines(marker: marker, maximumRows: maximumRows, style: screen.style, width: screen.width, texts: screen.texts)
    }

    /// The picture's lines for a style and a width (see `lines(marker:maximumRows:on:)`), a
    /// description worded in the language of the texts.
    public func lines(
        marker: PicturePoint? = nil, maximumRows: Int? = nil, style: ConsoleStyle, width: Int,
        texts: TextCatalogue<ConsoleText> = ConsoleTexts.english
    ) -> [String] {
        guard style.usesEscapeCodes, let picture else { return TextWrapper(width: width).wrap(text(in: texts)) }
        return ConsolePictureRenderer(maximumColumns: width, maximumRows: maximumRows, colorDepth: style.colorDepth)
            .render(picture, marker: marker)
    }

    /// The picture in one sentence: its description, format, size in pixels and in bytes; or
    /// that there is no picture; or its size in bytes and why it is not shown.
    public var text: String { text(in: ConsoleTexts.english) }

    /// The picture in one sentence (see `text`) in the language of the texts.
    public func text(in texts: TextCatalogue<ConsoleText>) -> String {
        let subject = description.isEmpty ? texts(.pictureSubject) : description
        if let picture, let byteCount {
            return texts(
                .pictureShown,
                [
                    "subject": subject, "format": picture.format.name, "width": "\(picture.width)",
                    "height": "\(picture.height)", "bytes": Self.bytes(byteCount, texts),
                ])
        }
        guard let byteCount, let problem else { return texts(.pictureNone, ["subject": subject]) }
        return texts(
            .pictureNotShown, ["subject": subject, "bytes": Self.bytes(byteCount, texts), "problem": problem.description])
    }

    /// "1 byte", "245,310 bytes".
    private static func bytes(_ count: Int, _ texts: TextCatalogue<ConsoleText>) -> String {
        texts(.pictureBytes, ["count": DisplayText.grouped(count, in: texts.language)])
    }

    /// Draws a picture's bytes on a screen, or describes them (see `ConsolePicture`): for a
    /// picture shown once. Decodes the bytes on every call; keep a `ConsolePicture` to draw one
    /// again.
    @MainActor
    public static func lines(
        bytes: [UInt8]?, describedAs description: String, marker: PicturePoint? = nil, on screen: ConsoleScreen
    ) -> [String] {
        ConsolePicture(bytes: bytes, describedAs: description).lines(marker: marker, on: screen)
    }
}
