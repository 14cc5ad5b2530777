import ConbookWeb

/// A browser without script, for the application's tests: it keeps its cookies, sends the `Host`
/// and `Origin` a browser would, follows `303 See Other` as a GET, and submits a page's forms with
/// the fields the page put in them.
@MainActor
final class TestBrowser {
    let application: WebApplication
    let host: String
    private(set) var cookies: [String: String] = [:]
    /// The last page's address and answer.
    private(set) var address = "/"
    private(set) var response = WebResponse(status: 0)

    init(_ application: WebApplication, host: String = "127.0.0.1:8080") {
        self.application = application
        self.host = host
    }

    /// The last answer's page, parsed.
    var page: ParsedPage { ParsedPage(response.text) }

    /// The page's heading.
    var heading: String { page.all("h1").first?.text ?? "" }

    /// Asks for a page, following redirects; returns the last answer.
    @discardableResult
    func get(_ target: String, headers: [(name: String, value: String)] = []) async -> WebResponse {
        await send(WebRequest(method: .get, target: target, headers: baseHeaders + headers))
    }

    /// Submits the first form of the page whose action is `action` (and whose fields include
    /// `matching`), with `extra` fields set, as the browser would; nil when the page has none.
    @discardableResult
    func submit(
        _ action: String, matching: [String: String] = [:], extra: [String: String] = [:],
        origin: String? = nil
    ) async -> WebResponse? {
        guard
            let form = page.forms.first(where: { form in
                form.action == action && matching.allSatisfy { form.fields[$0.key] == $0.value }
            }), let target = form.target
        else { return nil }
        let fields = form.fields.merging(extra) { $1 }
        return await post(target, fields: fields, origin: origin ?? "http://" + host)
    }

    /// Posts fields to an address as a form, from an origin.
    @discardableResult
    func post(_ target: String, fields: [String: String], origin: String?) async -> WebResponse {
        let body = fields.sorted { $0.key < $1.key }.map { Self.encoded($0.key) + "=" + Self.encoded($0.value) }
            .joined(separator: "&")
        var headers = baseHeaders + [("content-type", "application/x-www-form-urlencoded")]
        if let origin { headers.append(("origin", origin)) }
        return await send(WebRequest(method: .post, target: target, headers: headers, body: Array(body.utf8)))
    }

    /// Sends a request as it is, keeping the cookies set and following a redirect.
    @discardableResult
    func send(_ request: WebRequest) async -> WebResponse {
        var request = request
        for _ in 0..<10 {
            let answer = await application.respond(to: request)
            for cookie in answer.headerValues("set-cookie") {
                let pair = cookie.split(separator: ";")[0].split(separator: "=", maxSplits: 1)
                if pair.count == 2 { cookies[String(pair[0])] = String(pair[1]) }
            }
            address = request.target
            response = answer
            guard answer.status == 303, let location = answer.header("location") else { return answer }
            request = WebRequest(method: .get, target: location, headers: baseHeaders)
        }
        return response
    }

    private var baseHeaders: [(name: String, value: String)] {
        var headers = [("host", host)]
        if !cookies.isEmpty {
            headers.append(("cookie", cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")))
        }
        return headers
    }

    private static func encoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "): result += "+"
            default: result += "%" + String(byte, radix: 16, uppercase: true).leftPadded
            }
        }
        return result
    }
}

extension String {
    fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
