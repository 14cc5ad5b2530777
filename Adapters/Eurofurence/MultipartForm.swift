import ConbookCore
import Foundation

/// A table request as a `multipart/form-data` body (RFC 7578), written by hand: each field a part
/// with its quoted name, the picture a file part with its file name and media type; lines end in
/// CRLF, and the boundary is chosen so that it occurs nowhere in the content.
struct MultipartForm {
    /// The boundary between the parts.
    let boundary: String
    /// The body.
    let body: Data

    /// The header value: `multipart/form-data; boundary=…`.
    var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    init(_ request: ArtistAlleyTableRequest) {
        let fields = [
            ("DisplayName", request.displayName), ("ShortDescription", request.shortDescription),
            ("Location", request.location), ("WebsiteUrl", request.websiteURL), ("TelegramHandle", request.telegramHandle),
        ]
        let content = Data(fields.map(\.1).joined().utf8) + Data(request.picture) + Data(request.pictureFileName.utf8)
        var boundary = Self.randomBoundary()
        while content.range(of: Data(boundary.utf8)) != nil { boundary = Self.randomBoundary() }
        self.boundary = boundary
        var body = Data()
        for (name, value) in fields {
            body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n".utf8))
            body.append(Data(value.utf8))
            body.append(Data("\r\n".utf8))
        }
        body.append(
            Data(
                ("--\(boundary)\r\nContent-Disposition: form-data; name=\"requestImageFile\"; "
                    + "filename=\"\(Self.quoted(request.pictureFileName))\"\r\n"
                    + "Content-Type: \(request.pictureType.mediaType)\r\n\r\n").utf8))
        body.append(Data(request.picture))
        body.append(Data("\r\n--\(boundary)--\r\n".utf8))
        self.body = body
    }

    private static func randomBoundary() -> String {
        "conbook-" + String(UInt64.random(in: 0...UInt64.max), radix: 16) + String(UInt64.random(in: 0...UInt64.max), radix: 16)
    }

    /// A file name safe inside a quoted header parameter: quotes, backslashes and line breaks
    /// (anything below a space) replaced by `_`; `picture` when nothing is left.
    static func quoted(_ name: String) -> String {
        let safe = String(
            String.UnicodeScalarView(
                name.unicodeScalars.map { $0 == "\"" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F ? "_" : $0 }))
        return safe.isEmpty ? "picture" : safe
    }
}
