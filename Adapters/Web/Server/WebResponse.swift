/// A response of the web application: its status, headers and body, for whatever server sends it.
public struct WebResponse: Sendable {
    /// The status code, e.g. 200.
    public var status: Int
    /// The headers, in order.
    public var headers: [(name: String, value: String)]
    /// The body.
    public var body: [UInt8]

    /// A response.
    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The first value of a header, if set.
    public func header(_ name: String) -> String? {
        let name = name.lowercased()
        return headers.first { $0.name.lowercased() == name }?.value
    }

    /// Every value of a header, in order.
    public func headerValues(_ name: String) -> [String] {
        let name = name.lowercased()
        return headers.filter { $0.name.lowercased() == name }.map(\.value)
    }

    /// The body as text.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// A page.
    static func page(_ html: HTML, status: Int = 200) -> WebResponse {
        WebResponse(
            status: status, headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")],
            body: Array(html.rendered.utf8))
    }

    /// A redirect, after a POST or to a page's own address (`303 See Other`: the browser gets it).
    static func seeOther(_ address: WebAddress) -> WebResponse {
        WebResponse(status: 303, headers: [("Location", address.text), ("Cache-Control", "no-store")])
    }

    /// A plain-text answer, for what is refused before any page could be written.
    static func plain(_ text: String, status: Int) -> WebResponse {
        WebResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-store")],
            body: Array(text.utf8))
    }

    /// `304 Not Modified` (its headers without a body or type) when the request's `If-None-Match`
    /// names this answer's `ETag` or `*`; else this answer.
    func conditional(on request: WebRequest) -> WebResponse {
        guard let tag = header("etag"), let asked = request.header("if-none-match"), Self.names(tag, in: asked) else {
            return self
        }
        return notModified
    }

    /// This answer as `304 Not Modified`: its headers without a body or type.
    var notModified: WebResponse {
        WebResponse(status: 304, headers: headers.filter { $0.name != "Content-Type" })
    }

    /// Whether an `If-None-Match` value names a tag (or is `*`).
    static func names(_ tag: String, in asked: String) -> Bool {
        // One tag, as a browser or proxy sends back, needs no splitting.
        if asked == tag || asked == "*" { return true }
        return asked.split(separator: ",").contains { $0.trimmingSpaces == tag || $0.trimmingSpaces == "*" }
    }
}
