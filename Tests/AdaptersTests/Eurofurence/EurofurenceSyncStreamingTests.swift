import ConbookCore
import ConbookEurofurence
import ConbookServerTestSupport
import Foundation
import Testing

/// A sync file is read a window at a time, each entity decoded as its bytes arrive
/// (`EurofurenceSyncDecoder.decode(contentsOf:maximumBytes:)`), never whole. Read so, a response must
/// give exactly what its bytes give decoded whole: the same values, or (read whole again) the same
/// error. Small windows and short reads put every value across a window's edge.
@Suite("Eurofurence sync read a window at a time")
struct EurofurenceSyncStreamingTests {
    private let decoder = EurofurenceSyncDecoder()

    /// Windows from the smallest to the one a file is read through.
    private static let windows = [(16, 5), (61, 61), (4096, 1000), (256 * 1024, 256 * 1024)]

    /// The document decoded over a tape of the whole: what reading it as a stream must give.
    private func whole(_ data: Data) -> Result<SyncResponse, ConventionAPIError> {
        Result { () throws(ConventionAPIError) in try decoder.decodeWhole(data) }
    }

    /// The document decoded as the public decoder does it, bytes in memory.
    private func inMemory(_ data: Data) -> Result<SyncResponse, ConventionAPIError> {
        Result { () throws(ConventionAPIError) in try decoder.decode(data) }
    }

    private func fromFile(_ data: Data) throws -> Result<SyncResponse, ConventionAPIError> {
        let directory = try TemporaryDirectory()
        let file = directory.url.appending(path: "sync.json")
        try data.write(to: file)
        return Result { () throws(ConventionAPIError) in
            try decoder.decode(contentsOf: file, maximumBytes: 64 * 1024 * 1024)
        }
    }

    /// A sync of one event whose members are `eventMembers` (raw JSON, after its times), with the
    /// response's other members `extra` (raw JSON, each followed by a comma) first.
    private func sync(event eventMembers: String = #""Title": "Fox""#, extra: String = "") -> Data {
        let emptyNode = #"{"RemoveAllBeforeInsert": false}"#
        let text = """
            {\(extra)"ConventionIdentifier": "EF", "CurrentDateTimeUtc": "2026-08-01T00:00:00Z",
             "Events": {"RemoveAllBeforeInsert": true, "ChangedEntities": [{"Id": "e1",
                "ConferenceDayId": "d1", "ConferenceRoomId": "r1", "ConferenceTrackId": "t1",
                "StartDateTimeUtc": "2026-08-01T10:00:00Z", "EndDateTimeUtc": "2026-08-01T11:00:00Z",
                \(eventMembers)}], "DeletedEntities": ["e0"]},
             "EventConferenceDays": \(emptyNode), "EventConferenceRooms": \(emptyNode),
             "EventConferenceTracks": \(emptyNode), "Announcements": \(emptyNode), "Images": \(emptyNode)}
            """
        return Data(text.utf8)
    }

    @Test(
        "Given every real Eurofurence response, when read a window at a time (16 bytes to 256 KiB) or in memory, then each reads as its bytes decoded whole",
        arguments: try FileManager.default.contentsOfDirectory(atPath: Fixtures.directory.path).sorted()
            .filter { $0.hasSuffix(".json") })
    func realResponsesStreamAsWhole(name: String) throws {
        let data = try Fixtures.data(name)
        let expected = try? whole(data).get()

        for (window, read) in Self.windows {
            let streamed = decoder.decodeStreaming(data, windowBytes: window, largestRead: read)

            #expect(streamed == expected, "window \(window)")
        }
        #expect(inMemory(data) == whole(data))
        if expected == nil {
            #expect(name == "ExpectedMessagesResponse.json")  // messages, not a sync
        }
    }

    @Test(
        "Given a small response (a number among the response's members), when read with every window from 16 to 120 bytes, then each reads as whole"
    )
    func everyWindowEdgeReadsAsWhole() throws {
        let data = sync(
            event:
                #""Title": "caf\u00e9 \ud83e\udd8a", "Duration": -1.5e+3, "Tags": ["a", null, "b",], "IsAcceptingFeedback": true"#,
            extra:
                #""Version": 1234567, "AppConfig": {"Interval": 12345, "Ratio": 0.25, "On": true, "Off": null}, "State": "Live", "#
        )
        let expected = try whole(data).get()

        for window in 16...120 {
            #expect(decoder.decodeStreaming(data, windowBytes: window, largestRead: window) == expected, "window \(window)")
            #expect(
                decoder.decodeStreaming(data, windowBytes: window, largestRead: 3) == expected, "window \(window), reads of 3")
        }
    }

    @Test(
        "Given keys given twice (the response's, a node's, an event's), escaped keys, trailing commas, null lists and unknown members, when read a window at a time or in memory, then each reads as whole"
    )
    func jsonRulesReadAsWhole() throws {
        let node = #"{"RemoveAllBeforeInsert": true, "ChangedEntities": [], "DeletedEntities": ["x"]}"#
        let documents = [
            sync(extra: #""Events": \#(node), "#),
            sync(extra: #""ConventionIdentifier": "First", "CurrentDateTimeUtc": "2030-01-01T00:00:00Z", "#),
            sync(event: #""Title": "First", "Title": "Second""#),
            sync(extra: #""Even\u0074s": \#(node), "#),
            sync(extra: #""Unknown": {"Events": [1, 2, {"a": [true, false, null,],},], "x": -0.5e-7}, "#),
            sync(event: #""Title": "Fox","#),
            Data(
                String(decoding: sync(), as: UTF8.self).replacingOccurrences(
                    of: #""DeletedEntities": ["e0"]"#, with: #""DeletedEntities": null, "ChangedEntities": []"#
                ).utf8),
            Data(
                String(decoding: sync(), as: UTF8.self).replacingOccurrences(
                    of: #""ChangedEntities": ["#, with: #""ChangedEntities": null, "Other": ["#
                ).utf8),
            Data(String(decoding: sync(), as: UTF8.self).replacingOccurrences(of: "}]}", with: "},]},").utf8),
            Data((String(decoding: sync(), as: UTF8.self) + " \n\t\r ").utf8),
            Data(
                String(decoding: sync(), as: UTF8.self).replacingOccurrences(
                    of: #""DeletedEntities": ["e0"]"#,
                    with:
                        #""DeletedEntities": ["e0"], "DeletedEntities": ["e9"], "RemoveAllBeforeInsert": false, "ChangedEntities": []"#
                ).utf8),
        ]
        for (index, data) in documents.enumerated() {
            let expected = try whole(data).get()
            for (window, read) in Self.windows {
                #expect(decoder.decodeStreaming(data, windowBytes: window, largestRead: read) == expected, "document \(index)")
            }
            #expect(inMemory(data) == .success(expected), "document \(index)")
        }
    }

    @Test(
        "Given damaged documents (cut short, a bad date, a missing node, text that is not UTF-8, garbage after the response, another root, nothing), when read a window at a time, then none is read, and each file and the bytes in memory give the whole decode's error"
    )
    func damagedDocumentsAreLeftToTheWholeDecode() throws {
        let good = String(decoding: sync(), as: UTF8.self)
        var notUTF8 = sync(event: #""Title": "fox XX""#)
        if let position = notUTF8.range(of: Data("XX".utf8)) {
            notUTF8.replaceSubrange(position, with: [0xC3, 0x28])
        }
        let documents = [
            Data(good.prefix(good.count / 2).utf8),
            Data(good.dropLast().utf8),
            Data(good.replacingOccurrences(of: "2026-08-01T10:00:00Z", with: "2026-13-01T10:00:00Z").utf8),
            Data(good.replacingOccurrences(of: #""Images""#, with: #""Pictures""#).utf8),
            Data(good.replacingOccurrences(of: #""Id": "e1""#, with: #""Id": """#).utf8),
            Data(good.replacingOccurrences(of: #"["e0"]"#, with: #"[""]"#).utf8),
            Data(good.replacingOccurrences(of: #""RemoveAllBeforeInsert": true"#, with: #""RemoveAllBeforeInsert": null"#).utf8),
            notUTF8,
            Data((good + " x").utf8),
            Data((good + "{}").utf8),
            Data("\u{FEFF}".utf8) + sync(),
            Data("[]".utf8),
            Data("<!DOCTYPE html><html></html>".utf8),
            Data(),
            Data("  \n".utf8),
        ]
        for (index, data) in documents.enumerated() {
            guard case .failure(let error) = whole(data) else {
                Issue.record("document \(index) is not damaged")
                continue
            }
            for (window, read) in Self.windows {
                #expect(decoder.decodeStreaming(data, windowBytes: window, largestRead: read) == nil, "document \(index)")
            }
            #expect(try fromFile(data) == .failure(error), "document \(index)")
            #expect(inMemory(data) == .failure(error), "document \(index)")
        }
    }

    @Test(
        "Given an event nested as deep as a document may be, and one level deeper, when read a window at a time, then the first reads and the second is refused, as whole"
    )
    func nestingIsLimitedAsInTheWholeDocument() throws {
        // The response, the node, its list and the event hold the member: 4 + 508 = 512 levels.
        func nested(_ depth: Int) -> Data {
            sync(
                event: #""Title": "Fox", "Deep": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        }
        let deepest = try whole(nested(508)).get()
        guard case .failure = whole(nested(509)) else {
            Issue.record("one level deeper was read whole")
            return
        }

        #expect(decoder.decodeStreaming(nested(508), windowBytes: 256, largestRead: 100) == deepest)
        #expect(decoder.decodeStreaming(nested(509), windowBytes: 256, largestRead: 100) == nil)
    }

    @Test(
        "Given a node the response may leave out given as null, when read a window at a time, then it is left to the whole decode, which reads it as no change"
    )
    func aNullOptionalNodeIsLeftToTheWholeDecode() throws {
        let data = sync(extra: #""Dealers": null, "#)
        let expected = try whole(data).get()

        #expect(decoder.decodeStreaming(data, windowBytes: 4096, largestRead: 4096) == nil)
        #expect(try fromFile(data) == .success(expected))
    }

    @Test("Given the real full sync and its ten cuts, when read from a file, then each gives what its bytes give")
    func filesReadAsTheirBytes() throws {
        let data = try Fixtures.data(Fixtures.fullSyncShapedAs2026)
        #expect(try fromFile(data) == whole(data))
        for cut in stride(from: data.count / 11, to: data.count, by: data.count / 11).prefix(10) {
            let part = data.prefix(cut)
            #expect(try fromFile(part) == whole(part), "cut at \(cut)")
        }
    }
}
