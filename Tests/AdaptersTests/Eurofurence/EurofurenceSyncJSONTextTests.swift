import ConbookCore
import ConbookEurofurence
import Foundation
import Testing

/// The JSON of a sync read byte by byte (`JSONTape`): escapes, repeated keys, bytes that are not
/// text, and nesting deeper than any sync has, each through the decoder's public face.
@Suite("Eurofurence sync decoder: the JSON text itself")
struct EurofurenceSyncJSONTextTests {
    /// A whole sync of one event whose members are `eventMembers` (raw JSON, after its identifier).
    private func sync(event eventMembers: String) -> Data {
        let emptyNode = #"{"RemoveAllBeforeInsert": false}"#
        let text = """
            {"ConventionIdentifier": "EF", "CurrentDateTimeUtc": "2026-08-01T00:00:00Z",
             "Events": {"RemoveAllBeforeInsert": true, "ChangedEntities": [{"Id": "e1",
                "ConferenceDayId": "d1", "ConferenceRoomId": "r1", "ConferenceTrackId": "t1",
                "StartDateTimeUtc": "2026-08-01T10:00:00Z", "EndDateTimeUtc": "2026-08-01T11:00:00Z",
                \(eventMembers)}]},
             "EventConferenceDays": \(emptyNode), "EventConferenceRooms": \(emptyNode),
             "EventConferenceTracks": \(emptyNode), "Announcements": \(emptyNode), "Images": \(emptyNode)}
            """
        return Data(text.utf8)
    }

    private func decodingError(_ data: Data) -> ConventionAPIError? {
        do {
            _ = try EurofurenceSyncDecoder().decode(data)
            return nil
        } catch {
            return error
        }
    }

    @Test("Given a title using every JSON escape, a character outside the BMP among them, when decoded, then it reads as written")
    func everyEscapeIsRead() throws {
        let data = sync(event: #""Title": "\"Q\" \\ \/ \b\f\n\r\t caf\u00e9 \ud83e\udd8a fox", "Abstract": "plain""#)

        let event = try #require(try EurofurenceSyncDecoder().decode(data)[Event.self].changed.first)

        #expect(event.title == "\"Q\" \\ / \u{8}\u{C}\n\r\t café 🦊 fox")
        #expect(event.abstract == "plain")
    }

    @Test(
        "Given events whose abstracts and descriptions spell é as one scalar and as two (the same text to Swift), or repeat a text word for word, when decoded, then each keeps the bytes it was sent"
    )
    func repeatedTextsKeepTheirOwnBytes() throws {
        func event(_ id: String, _ text: String) -> String {
            """
            {"Id": "\(id)", "ConferenceDayId": "d1", "ConferenceRoomId": "r1", "ConferenceTrackId": "t1",
             "StartDateTimeUtc": "2026-08-01T10:00:00Z", "EndDateTimeUtc": "2026-08-01T11:00:00Z",
             "Abstract": "\(text)", "Description": "\(text) Long."}
            """
        }
        let emptyNode = #"{"RemoveAllBeforeInsert": false}"#
        let texts = ["Caf\\u00e9 at noon", "Cafe\\u0301 at noon", "Caf\\u00e9 at noon"]
        let data = Data(
            """
            {"ConventionIdentifier": "EF", "CurrentDateTimeUtc": "2026-08-01T00:00:00Z",
             "Events": {"RemoveAllBeforeInsert": true, "ChangedEntities": [\(texts.enumerated().map { event("e\($0)", $1) }.joined(separator: ","))]},
             "EventConferenceDays": \(emptyNode), "EventConferenceRooms": \(emptyNode),
             "EventConferenceTracks": \(emptyNode), "Announcements": \(emptyNode), "Images": \(emptyNode)}
            """.utf8)

        let events = Dictionary(
            uniqueKeysWithValues: try EurofurenceSyncDecoder().decode(data)[Event.self].changed.map { ($0.id.rawValue, $0) })

        let precomposed = Array("Caf\u{E9} at noon".utf8)
        let decomposed = Array("Cafe\u{301} at noon".utf8)
        #expect(events["e0"].map { Array($0.abstract.utf8) } == precomposed)
        #expect(events["e1"].map { Array($0.abstract.utf8) } == decomposed)
        #expect(events["e2"].map { Array($0.abstract.utf8) } == precomposed)
        #expect(events["e0"].map { Array($0.description.utf8) } == precomposed + Array(" Long.".utf8))
        #expect(events["e1"].map { Array($0.description.utf8) } == decomposed + Array(" Long.".utf8))
    }

    @Test(
        "Given a title with half a surrogate pair, or bytes that are not UTF-8 (at every place of a longer title), when decoded, then it is malformed naming the field"
    )
    func textThatIsNoTextIsRefused() {
        let halfPair = sync(event: #""Title": "fox \ud83e alone""#)
        var notUTF8 = sync(event: #""Title": "fox XX""#)
        if let position = notUTF8.range(of: Data("XX".utf8)) {
            notUTF8.replaceSubrange(position, with: [0xC3, 0x28])
        }

        // A byte that starts no character at every place of a longer title (texts are checked
        // eight bytes at a time, then byte by byte).
        let notUTF8Anywhere = (0..<24).map { place -> Data in
            var data = sync(event: #""Title": "\#(String(repeating: "x", count: 24))""#)
            if let title = data.range(of: Data(String(repeating: "x", count: 24).utf8)) {
                data[title.lowerBound + place] = 0xFF
            }
            return data
        }

        for data in [halfPair, notUTF8] + notUTF8Anywhere {
            guard case .malformed(let message) = decodingError(data) else {
                Issue.record("not refused as malformed: \(String(describing: decodingError(data)))")
                continue
            }
            #expect(message.hasPrefix("Events[0].Title: "), "\(message)")
        }
    }

    @Test("Given a raw line break or tab inside a title, when decoded, then it is malformed with its line and column")
    func controlCharactersInTextAreRefused() {
        for control in ["\n", "\t"] {
            guard case .malformed(let message) = decodingError(sync(event: "\"Title\": \"fox\(control)den\"")) else {
                Issue.record("a raw \(control.debugDescription) was not refused as malformed")
                continue
            }
            #expect(message.contains("line"), "\(message)")
        }
    }

    @Test("Given an event whose title is given twice, when decoded, then the first is read")
    func aRepeatedKeyReadsTheFirst() throws {
        let data = sync(event: #""Title": "First", "Title": "Second""#)

        #expect(try EurofurenceSyncDecoder().decode(data)[Event.self].changed.first?.title == "First")
    }

    @Test("Given arrays nested 100,000 deep in an event, when decoded, then it is malformed, not a crash")
    func deepNestingIsRefused() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)

        guard case .malformed = decodingError(sync(event: "\"Tags\": \(deep)")) else {
            Issue.record("deep nesting was not refused as malformed")
            return
        }
    }

    @Test(
        "Given members after a trailing comma's object, numbers and literals of every form, when decoded, then the event reads and unknown members are stepped over"
    )
    func unknownMembersOfEveryFormAreSteppedOver() throws {
        let data = sync(
            event: #""Title": "Fox", "Duration": -1.5e+3, "Zero": 0, "Flags": [true, false, null, {"a": [1, 2,],},],"#
                + #" "IsAcceptingFeedback": true, "Tags": ["a", null, "b"]"#)

        let event = try #require(try EurofurenceSyncDecoder().decode(data)[Event.self].changed.first)

        #expect(event.title == "Fox")
        #expect(event.isAcceptingFeedback)
        #expect(event.tags == ["a", "b"])
    }

    @Test("Given numbers JSON does not allow (a leading zero, a bare point, a plus sign), when decoded, then it is malformed")
    func badNumbersAreRefused() {
        for number in ["01", "1.", ".5", "+1", "-", "1e"] {
            guard case .malformed = decodingError(sync(event: "\"Duration\": \(number)")) else {
                Issue.record("\(number) was not refused as malformed")
                continue
            }
        }
    }
}
