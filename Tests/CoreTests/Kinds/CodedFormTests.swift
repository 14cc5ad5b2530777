import ConbookCore
import Foundation
import Testing

/// The `Codable` forms of the Core's values are what a store keeping a kind whole writes, so they
/// are fixed: a change to one would leave stored rows unreadable.
@Suite("Coded forms of the Core's values")
struct CodedFormTests {
    private struct Sample: Codable, Equatable {
        var id: Identifier<Sample>
        var at: Instant
        var day: CalendarDate
        var links: [Link]
    }

    private let sample = Sample(
        id: "sample-ü", at: Instant(millisecondsSinceEpoch: 1_661_248_800_123),
        day: CalendarDate(year: 2022, month: 8, day: 23)!,
        links: [
            Link(name: "Web", target: .web("https://example.org/?a=1")), Link(name: "", target: .dealer("dealer-1")),
            Link(name: "Stage", target: .room("room-1")), Link(name: "Table", target: .mapEntry("entry-1")),
            Link(name: "City", target: .externalMap("geo:52.47,13.45")),
        ])

    @Test(
        "Given an identifier, an instant, a date and links of every kind, when encoded, then each takes its fixed form, and decodes back"
    )
    func fixedForms() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(sample), as: UTF8.self)

        #expect(
            json
                == #"{"at":1661248800123,"day":19227,"id":"sample-ü","links":["#
                + #"{"name":"Web","target":"https://example.org/?a=1","type":"web"},"#
                + #"{"name":"","target":"dealer-1","type":"dealer"},{"name":"Stage","target":"room-1","type":"room"},"#
                + #"{"name":"Table","target":"entry-1","type":"mapEntry"},"#
                + #"{"name":"City","target":"geo:52.47,13.45","type":"externalMap"}]}"#)
        #expect(try JSONDecoder().decode(Sample.self, from: Data(json.utf8)) == sample)
    }

    @Test("Given a link of a kind this Conbook does not know, when decoded, then it fails naming the kind")
    func unknownKindOfLink() {
        let json = #"{"name":"Chat","target":"irc://example","type":"chatRoom"}"#
        #expect {
            try JSONDecoder().decode(Link.self, from: Data(json.utf8))
        } throws: { error in
            String(describing: error).contains("'chatRoom' is not a kind of link")
        }
    }
}
