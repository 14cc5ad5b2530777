import ConbookCore
import Testing

@Suite("Content links: where a link leads")
struct ContentLinkTests {
    private static let convention: ConventionIdentifier = "EF27"

    @Test(
        "Given addresses found in the data, when understood, then the convention's web addresses lead to their scenes and other pages to web pages",
        arguments: [
            ("https://app.eurofurence.org/EF27/Web/Events/e1", ContentLink.event("e1")),
            ("HTTPS://App.Eurofurence.org/ef27/web/events/e1?x=1#top", .event("e1")),
            ("https://app.eurofurence.org/EF27/Web/Dealers/d-9/", .dealer("d-9")),
            ("https://app.eurofurence.org/EF27/Web/KnowledgeEntries/k1", .knowledgeEntry("k1")),
            ("https://app.eurofurence.org/EF27/Web/KnowledgeGroups", .knowledgeGroups),
            ("https://app.eurofurence.org/EF26/Web/Events/e1", .webPage("https://app.eurofurence.org/EF26/Web/Events/e1")),
            ("https://app.eurofurence.org/EF27/Web/Events", .webPage("https://app.eurofurence.org/EF27/Web/Events")),
            ("https://app.eurofurence.org/EF27/Web/Maps/m1", .webPage("https://app.eurofurence.org/EF27/Web/Maps/m1")),
            ("  http://example.org/a b ", .webPage("http://example.org/a b")),
            ("mailto:web@eurofurence.org", .mail("web@eurofurence.org")),
            ("MAILTO:web@eurofurence.org?subject=Hi", .mail("web@eurofurence.org")),
            ("tel:+49 30 1234-5", .phone("+49 30 1234-5")),
        ])
    func understood(address: String, expected: ContentLink) {
        #expect(ContentLink(address: address, convention: Self.convention) == expected)
    }

    @Test(
        "Given hostile or broken addresses, when understood, then they are refused with why",
        arguments: [
            ("javascript:alert(1)", "javascript: links are not followed"),
            ("JavaScript:alert(1)", "javascript: links are not followed"),
            ("data:text/html;base64,PHNjcmlwdD4=", "data: links are not followed"),
            ("file:///etc/passwd", "file: links are not followed"),
            ("www.example.org", "the address has no scheme (such as https:)"),
            ("", "the link has no address"),
            ("https:example.org", "the web address is malformed"),
            ("https:///path", "the web address is malformed"),
            ("mailto:nobody", "the mail address is malformed"),
            ("tel:call-me", "the phone number is malformed"),
            ("https://example.org/" + String(repeating: "a", count: 9000), "the address is too long"),
        ])
    func refused(address: String, reason: String) {
        guard case .refused(_, let why) = ContentLink(address: address, convention: Self.convention) else {
            Issue.record("\(address.prefix(40)) was not refused")
            return
        }
        #expect(why.description == reason)
    }

    @Test("Given links of the data, then dealer, room and map links lead inside the convention, web links by their address")
    func links() {
        #expect(ContentLink(Link(name: "", target: .dealer("d1")), convention: Self.convention) == .dealer("d1"))
        #expect(ContentLink(Link(name: "", target: .room("r1")), convention: Self.convention) == .room("r1"))
        #expect(ContentLink(Link(name: "", target: .mapEntry("m1")), convention: nil) == .mapEntry("m1"))
        #expect(
            ContentLink(
                Link(name: "", target: .web("https://app.eurofurence.org/EF27/Web/Dealers/d2")), convention: Self.convention)
                == .dealer("d2"))
        #expect(
            ContentLink(Link(name: "", target: .web("https://app.eurofurence.org/EF27/Web/Dealers/d2")), convention: nil)
                == .webPage("https://app.eurofurence.org/EF27/Web/Dealers/d2"))
        #expect(ContentLink.dealer("d1").isInsideConvention && !ContentLink.mail("a@b").isInsideConvention)
    }
}
