/// The files every page uses, served from the program itself (no request path reaches the file
/// system): the style sheet, and the pictures the pages were written with, by their digest. Both
/// are cached for good, since their address changes when their content does. Answered from any
/// thread.
enum WebAssets {
    /// The style sheet's address, its content's digest in the query.
    static let styleSheetAddress = WebAddress.page("style.css").with(query: [("v", WebStyleSheet.digest)])

    /// The answer for an asset's address; nil when the address is no asset's (a page's).
    static func answer(to segments: [String], request: WebRequest, pictures: WebPictureShelf) -> WebResponse? {
        switch segments.first {
        case "style.css" where segments.count == 1:
            return cached(
                styleSheetBytes, mediaType: "text/css; charset=utf-8", tag: WebStyleSheet.digest, request: request)
        case "pictures" where segments.count == 2:
            guard let picture = pictures.picture(digest: segments[1]) else {
                return .plain("", status: 404)
            }
            return cached(picture.bytes, mediaType: picture.mediaType, tag: segments[1], request: request)
        default:
            return nil
        }
    }

    private static let styleSheetBytes = Array(WebStyleSheet.text.utf8)

    private static func cached(_ body: [UInt8], mediaType: String, tag: String, request: WebRequest) -> WebResponse {
        let headers = [("ETag", "\"\(tag)\""), ("Cache-Control", "public, max-age=31536000, immutable")]
        return WebResponse(status: 200, headers: [("Content-Type", mediaType)] + headers, body: body).conditional(on: request)
    }
}
