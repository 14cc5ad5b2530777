import ConbookTesting
import ConbookWeb
import Testing

@Suite("Web guide for everyone: addresses and their steps")
struct WebGuideAddressTests {
    @Test("Given steps with every kind of character, when the address is written and read back, then it is the same")
    func roundTrip() throws {
        let address = WebGuideAddress(
            start: ["schedule"],
            steps: [
                WebGuideStep(action: "search", fields: [("query", "Jödicke, a=b / 100% ~x")]),
                WebGuideStep(action: "day", fields: [("day", "2")]),
            ])

        let segments = try #require(WebAddress.segments(of: address.address.path))

        #expect(WebGuideAddress(segments: segments) == address)
        #expect(address.fileSegments.last == "index.html")
    }

    @Test("Given malformed or too many steps, or a page's name after a step, then no address is read")
    func malformedRefused() {
        #expect(WebGuideAddress(segments: ["schedule", "~"]) == nil)
        #expect(WebGuideAddress(segments: ["schedule", "~day,day"]) == nil)
        #expect(WebGuideAddress(segments: ["schedule", "~day,=2"]) == nil)
        #expect(WebGuideAddress(segments: ["schedule", "~day,day=%ZZ"]) == nil)
        #expect(WebGuideAddress(segments: ["schedule", "~day,day=1", "plain"]) == nil)
        #expect(WebGuideAddress(segments: ["schedule"] + Array(repeating: "~page,number=1", count: 9)) == nil)
        #expect(WebGuideAddress(segments: ["schedule"] + Array(repeating: "~page,number=1", count: 8)) != nil)
    }

    @Test(
        "Given a page's order of actions, when a step is taken, then the steps of its action and those after it go, and the others stay"
    )
    func takingKeepsTheOrder() {
        let order = ["search", "track", "day", "page"]
        let address = WebGuideAddress(
            start: ["schedule"],
            steps: [
                WebGuideStep(action: "group", fields: []), WebGuideStep(action: "track", fields: [("track", "1")]),
                WebGuideStep(action: "day", fields: [("day", "0")]), WebGuideStep(action: "page", fields: [("number", "3")]),
            ])

        #expect(
            address.taking(WebGuideStep(action: "day", fields: [("day", "2")]), order: order).steps.map(\.action) == [
                "group", "track", "day",
            ])
        #expect(
            address.taking(WebGuideStep(action: "search", fields: [("query", "x")]), order: order).steps.map(\.action) == [
                "group", "search",
            ])
        #expect(
            address.taking(WebGuideStep(action: "page", fields: [("number", "4")]), order: order).steps.last?.fields.first?.value
                == "4")
    }

    @Test(
        "Given twenty thousand random paths (a fixed seed), when each is read, then none crashes and each read writes itself back the same"
    )
    func randomPathsRoundTrip() {
        var generator = SeededGenerator(seed: 44)
        let pieces = ["/", "~", ",", "=", "%", "%2C", "%3D", "%25", "%ZZ", "a", "Ö", "..", ".", "day", "page", "1", " ", "\u{0}"]
        var read = 0
        for _ in 0..<20_000 {
            let path =
                "/"
                + (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
            guard let segments = WebAddress.segments(of: path), let address = WebGuideAddress(segments: segments) else {
                continue
            }
            read += 1
            let again = WebAddress.segments(of: address.address.path).flatMap { WebGuideAddress(segments: $0) }
            #expect(again == address, "\(path)")
        }
        #expect(read > 1000)
    }
}
