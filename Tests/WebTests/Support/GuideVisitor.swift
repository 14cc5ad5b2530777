import ConbookWeb

/// A visitor of the guide for everyone, without script: it asks for pages (following `303 See
/// Other`), submits a page's `GET` forms as a browser would, and keeps nothing between requests
/// (the guide sets no cookie).
@MainActor
final class GuideVisitor {
    let guide: WebGuide
    private let headers: [(name: String, value: String)]
    /// The last page's address and answer.
    private(set) var address = "/"
    private(set) var response = WebResponse(status: 0)

    init(_ guide: WebGuide, headers: [(name: String, value: String)] = []) {
        self.guide = guide
        self.headers = [("host", "guide.example.org")] + headers
    }

    /// The last answer's page, parsed.
    var page: ParsedPage { ParsedPage(response.text) }

    /// The page's heading.
    var heading: String { page.all("h1").first?.text ?? "" }

    /// The addresses the page's `main` links to.
    var links: [String] { page.all("main").flatMap { $0.all("a") }.compactMap { $0.attributes["href"] } }

    /// The address of the first link in `main` whose text contains `text`.
    func link(containing text: String) -> String? {
        page.all("main").flatMap { $0.all("a") }.first { $0.text.contains(text) }?.attributes["href"]
    }

    /// Asks for a page, following redirects; returns the last answer.
    @discardableResult
    func get(_ target: String, headers extra: [(name: String, value: String)] = []) async -> WebResponse {
        var target = target
        for _ in 0..<10 {
            let answer = await guide.respond(to: WebRequest(method: .get, target: target, headers: headers + extra))
            address = target
            response = answer
            guard answer.status == 303, let location = answer.header("location"), location.hasPrefix("/") else {
                return answer
            }
            target = location
        }
        return response
    }

    /// Submits the first `GET` form in `main` (or, when `inHeader`, the header's) holding a field
    /// `name`, with `value` in it.
    @discardableResult
    func submit(field name: String, value: String, inHeader: Bool = false) async -> WebResponse? {
        let forms = page.all(inHeader ? "header" : "main").flatMap { $0.all("form") }
        guard
            let form = forms.first(where: { form in
                form.attributes["method"] == "get" && form.all("input").contains { $0.attributes["name"] == name }
            }), let target = form.attributes["action"]
        else { return nil }
        var fields = ParsedForm(form).fields
        fields[name] = value
        let query = fields.sorted { $0.key < $1.key }.map { Self.encoded($0.key) + "=" + Self.encoded($0.value) }
            .joined(separator: "&")
        return await get(target + "?" + query)
    }

    static func encoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF")
                result += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
            }
        }
        return result
    }
}
