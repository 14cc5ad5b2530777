/// The cookies a request carries (`Cookie: a=1; b=2`), and the cookies the server sets: always
/// `HttpOnly` (no script reads them) and `SameSite=Strict` (no other site's page sends them).
enum WebCookies {
    /// The value of a cookie of the request, if sent (the first, when sent twice).
    static func value(_ name: String, in request: WebRequest) -> String? {
        for header in request.headerValues("cookie") {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingSpaces == name else { continue }
                return String(parts[1].trimmingSpaces)
            }
        }
        return nil
    }

    /// A `Set-Cookie` header's value for a cookie of the whole site, kept for `maxAge` seconds.
    static func setting(_ name: String, to value: String, maxAge: Int) -> String {
        "\(name)=\(value); Path=/; Max-Age=\(maxAge); HttpOnly; SameSite=Strict"
    }
}

extension Substring {
    /// The text without spaces at either end.
    var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }
}
