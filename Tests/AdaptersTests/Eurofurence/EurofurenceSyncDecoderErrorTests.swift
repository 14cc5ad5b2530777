import ConbookCore
import ConbookEurofurence
import ConbookTime
import Foundation
import Testing

@Suite("Eurofurence sync decoder: bad input and leniency")
struct EurofurenceSyncDecoderErrorTests {
    private let decoder = EurofurenceSyncDecoder()

    private func decodingError(_ data: Data) -> ConventionAPIError? {
        do {
            _ = try decoder.decode(data)
            return nil
        } catch {
            return error
        }
    }

    private func decodingError(editing edit: (inout [String: Any]) throws -> Void) throws -> ConventionAPIError? {
        decodingError(try Fixtures.edited(Fixtures.fullSync, edit))
    }

    @Test("Given an HTML error page, when decoded, then it is malformed and the message shows how it starts")
    func htmlIsNotJSON() {
        let page = Data("<!DOCTYPE html>\n<html><body><h1>502 Bad Gateway</h1></body></html>".utf8)
        #expect(
            decodingError(page)
                == .malformed("it is not JSON; it starts with \"<!DOCTYPE html> <html><body><h1>502 Bad …\""))
    }

    @Test("Given the full sync cut off half way, when decoded, then it is truncated")
    func cutOffIsTruncated() throws {
        let data = try Fixtures.data(Fixtures.fullSync).prefix(500_000)
        #expect(
            decodingError(Data(data)) == .truncated("the JSON ends after 500000 bytes, before the document is complete")
        )
    }

    @Test(
        "Given JSON cut off inside a string or after a key, when decoded, then it is truncated",
        arguments: [
            "{\"ConventionIdentifier\": \"EF2", "{\"ConventionIdentifier\":", "{\"ConventionIdentifier\": \"EF27\",",
            "{", "[1, 2",
            "{\"a\": tru", "{\"a\": \"\\u00",
        ])
    func cutOffAnywhereIsTruncated(text: String) {
        guard case .truncated = decodingError(Data(text.utf8)) else {
            Issue.record("\(text) was not reported as truncated: \(String(describing: decodingError(Data(text.utf8))))")
            return
        }
    }

    @Test("Given no data at all, when decoded, then it is truncated")
    func emptyIsTruncated() {
        #expect(decodingError(Data()) == .truncated("it is empty"))
        #expect(decodingError(Data("  \n".utf8)) == .truncated("it is empty"))
    }

    @Test("Given JSON with a syntax error, when decoded, then the message gives line and column")
    func syntaxErrorHasPosition() {
        let text = "{\n  \"ConventionIdentifier\": \"EF27\",\n  \"Events\": { oops }\n}"
        #expect(
            decodingError(Data(text.utf8))
                == .malformed(
                    "it is not valid JSON: found 'o' at line 3, column 15, where a key in quotes should be"))
    }

    @Test("Given a comment (JSON5, not JSON), when decoded, then it is malformed")
    func commentsAreRefused() throws {
        var text = String(decoding: try Fixtures.data("NoChanges.json"), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"State\": \"preview\",", with: "\"State\": \"preview\", // a comment")
        #expect(
            decodingError(Data(text.utf8))
                == .malformed(
                    "it is not valid JSON: found '/' at line 5, column 23, where a key in quotes should be"))
    }

    @Test("Given trailing commas in an object and an array, when decoded, then they are tolerated")
    func trailingCommasAreTolerated() throws {
        var text = String(decoding: try Fixtures.data("EF26_DeleteDay.json"), as: UTF8.self)
        text = text.replacingOccurrences(
            of: "\"db6e0b07-3300-4d58-adfd-84c145e36242\"", with: "\"db6e0b07-3300-4d58-adfd-84c145e36242\",")
        text = text.replacingOccurrences(
            of: "\"State\": \"preview\",", with: "\"State\": \"preview\",\n\"Extra\": 1,\n")
        let response = try decoder.decode(Data(text.utf8))
        #expect(response[Day.self].deleted == ["db6e0b07-3300-4d58-adfd-84c145e36242"])
    }

    @Test("Given a bad date, when decoded, then the message names node, position, field and value")
    func badDate() throws {
        let error = try decodingError {
            try Fixtures.setField("StartDateTimeUtc", to: "2022-13-01", inNode: "Events", at: 3, of: &$0)
        }
        #expect(error == .malformed("Events[3].StartDateTimeUtc: '2022-13-01' is not an ISO 8601 date"))
    }

    @Test("Given a day with an impossible date, when decoded, then the message names it")
    func badDayDate() throws {
        let error = try decodingError {
            try Fixtures.setField("Date", to: "2022-08-32T00:00:00.000Z", inNode: "EventConferenceDays", at: 2, of: &$0)
        }
        #expect(error == .malformed("EventConferenceDays[2].Date: '2022-08-32T00:00:00.000Z' is not an ISO 8601 date"))
    }

    @Test("Given a bad server time, when decoded, then the message names CurrentDateTimeUtc")
    func badServerTime() throws {
        let error = try decodingError { $0["CurrentDateTimeUtc"] = "2022-08-30 noon" }
        #expect(error == .malformed("CurrentDateTimeUtc: '2022-08-30 noon' is not an ISO 8601 date"))
    }

    @Test("Given an event without Id, when decoded, then the message says Events[3].Id is missing")
    func missingID() throws {
        let error = try decodingError { try Fixtures.removeField("Id", inNode: "Events", at: 3, of: &$0) }
        #expect(error == .malformed("Events[3].Id: missing"))
    }

    @Test("Given an empty identifier, when decoded, then it is refused")
    func emptyID() throws {
        let error = try decodingError {
            try Fixtures.setField("ConferenceRoomId", to: "", inNode: "Events", at: 0, of: &$0)
        }
        #expect(error == .malformed("Events[0].ConferenceRoomId: empty identifier"))
    }

    @Test("Given a null room name (required by every server), when decoded, then the message says it is null")
    func nullRoomName() throws {
        let error = try decodingError {
            try Fixtures.setField("Name", to: nil, inNode: "EventConferenceRooms", at: 3, of: &$0)
        }
        #expect(error == .malformed("EventConferenceRooms[3].Name: is null, expected a string"))
    }

    @Test("Given a number where a string belongs, when decoded, then the message names the field and the types")
    func wrongType() throws {
        let error = try decodingError { try Fixtures.setField("Title", to: 42, inNode: "Events", at: 3, of: &$0) }
        guard case .malformed(let message) = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(message.hasPrefix("Events[3].Title: expected to decode String but found"))
    }

    @Test("Given a deleted identifier that is a number, when decoded, then the message names DeletedEntities")
    func wrongDeletedType() throws {
        let error = try decodingError { object in
            var node = object["EventConferenceRooms"] as? [String: Any] ?? [:]
            node["DeletedEntities"] = [7]
            object["EventConferenceRooms"] = node
        }
        guard case .malformed(let message) = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(message.hasPrefix("EventConferenceRooms.DeletedEntities[0]: expected to decode String"))
    }

    @Test(
        "Given a node or the identifier missing, when decoded, then the message names it",
        arguments: [
            "EventConferenceRooms", "ConventionIdentifier", "CurrentDateTimeUtc", "Images",
        ])
    func missingTopLevelField(field: String) throws {
        let error = try decodingError { $0[field] = nil }
        #expect(error == .malformed("\(field): missing"))
    }

    @Test("Given a node without RemoveAllBeforeInsert, when decoded, then the message names it")
    func missingRemoveAll() throws {
        let error = try decodingError { object in
            var node = object["Announcements"] as? [String: Any] ?? [:]
            node["RemoveAllBeforeInsert"] = nil
            object["Announcements"] = node
        }
        #expect(error == .malformed("Announcements.RemoveAllBeforeInsert: missing"))
    }

    @Test("Given an array instead of an object, when decoded, then the document is malformed")
    func topLevelArray() {
        guard case .malformed(let message) = decodingError(Data("[1, 2]".utf8)) else {
            Issue.record("expected malformed")
            return
        }
        #expect(message.hasPrefix("the document: expected to decode"))
    }

    @Test(
        "Given the nodes older servers leave out missing, and nodes Conbook does not know, when decoded, then the sync still decodes"
    )
    func optionalNodesMayBeMissing() throws {
        let data = try Fixtures.edited(Fixtures.fullSync) { object in
            object["Dealers"] = nil
            object["Maps"] = nil
            object["KnowledgeGroups"] = nil
            object["KnowledgeEntries"] = nil
            object["PrivateMessagesOfTheFuture"] = ["RemoveAllBeforeInsert": true, "ChangedEntities": [["Whatever": [1, 2]]]]
        }
        let response = try decoder.decode(data)
        #expect(response[Event.self].changed.count == 210)
        #expect(response[KnowledgeEntry.self].isEmpty)
    }

    @Test("Given a knowledge entry without a group or a group without a name, when decoded, then the message names the field")
    func knowledgeFieldsAreChecked() throws {
        let missingGroup = try decodingError { object in
            var node = object["KnowledgeEntries"] as? [String: Any] ?? [:]
            var entries = node["ChangedEntities"] as? [[String: Any]] ?? []
            entries[3]["KnowledgeGroupId"] = ""
            node["ChangedEntities"] = entries
            object["KnowledgeEntries"] = node
        }
        #expect(missingGroup == .malformed("KnowledgeEntries[3].KnowledgeGroupId: empty identifier"))
        let missingName = try decodingError { object in
            var node = object["KnowledgeGroups"] as? [String: Any] ?? [:]
            var groups = node["ChangedEntities"] as? [[String: Any]] ?? []
            groups[1]["Name"] = nil
            node["ChangedEntities"] = groups
            object["KnowledgeGroups"] = node
        }
        #expect(missingName == .malformed("KnowledgeGroups[1].Name: missing"))
    }

    @Test("Given an ignored node of the wrong shape, when decoded, then it is malformed")
    func ignoredNodeShapeIsChecked() throws {
        let error = try decodingError { object in
            object["Dealers"] = ["RemoveAllBeforeInsert": true, "ChangedEntities": ["not an object"]]
        }
        guard case .malformed(let message) = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(message.hasPrefix("Dealers[0]: expected to decode"))
    }

    @Test(
        "Given null or missing optional fields (a 2026 server's nullable title, null tags among tags), when decoded, then they become empty"
    )
    func nullOptionalsBecomeEmpty() throws {
        let data = try Fixtures.edited(Fixtures.fullSync) { object in
            try Fixtures.setField("Title", to: nil, inNode: "Events", at: 0, of: &object)
            try Fixtures.setField("SubTitle", to: nil, inNode: "Events", at: 0, of: &object)
            try Fixtures.setField("Tags", to: nil, inNode: "Events", at: 0, of: &object)
            try Fixtures.setField("Tags", to: ["Internal", NSNull(), "Art"] as [Any], inNode: "Events", at: 1, of: &object)
            try Fixtures.setField("PanelHosts", to: nil, inNode: "Events", at: 0, of: &object)
            try Fixtures.removeField("Description", inNode: "Events", at: 0, of: &object)
            try Fixtures.removeField("Slug", inNode: "Events", at: 0, of: &object)
            try Fixtures.setField("BannerImageId", to: "", inNode: "Events", at: 0, of: &object)
            try Fixtures.setField("ShortName", to: nil, inNode: "EventConferenceRooms", at: 0, of: &object)
            try Fixtures.removeField("Author", inNode: "Announcements", at: 0, of: &object)
        }
        let response = try decoder.decode(data)
        let event = try #require(response[Event.self].changed.first)
        #expect(event.title == "")
        #expect(event.subtitle == "")
        #expect(event.tags == [])
        #expect(response[Event.self].changed.dropFirst().first?.tags == ["Internal", "Art"])
        #expect(event.hosts == [])
        #expect(event.description == "")
        #expect(event.slug == "")
        #expect(event.bannerImageID == nil)
        #expect(response[Room.self].changed.first?.shortName == "")
        #expect(response[Announcement.self].changed.first?.author == "")
    }

    @Test(
        "Given PanelHosts with stray spaces, line breaks, tabs, Unicode spaces and empty names, when decoded, then hosts are trimmed and empties dropped"
    )
    func hostsAreTrimmed() throws {
        let data = try Fixtures.edited(Fixtures.fullSync) { object in
            try Fixtures.setField(
                "PanelHosts", to: " Fox ,, Wolf Pack ,  , \n\u{00A0}Åsa\t,\u{2003}", inNode: "Events", at: 0, of: &object)
        }
        #expect(try decoder.decode(data)[Event.self].changed.first?.hosts == ["Fox", "Wolf Pack", "Åsa"])
    }

    @Test("Given dates with offsets and any number of fraction digits, when decoded, then they are the same instants")
    func dateVariants() throws {
        let data = try Fixtures.edited(Fixtures.fullSync) { object in
            try Fixtures.setField(
                "StartDateTimeUtc", to: "2022-08-23T12:00:00+02:00", inNode: "Events", at: 0, of: &object)
            try Fixtures.setField(
                "EndDateTimeUtc", to: "2022-08-23T18:00:00.0000000+00:00", inNode: "Events", at: 0, of: &object)
            try Fixtures.setField("Date", to: "2022-08-23", inNode: "EventConferenceDays", at: 0, of: &object)
            object["CurrentDateTimeUtc"] = "2022-08-30T12:07:36.0341234Z"
        }
        let response = try decoder.decode(data)
        #expect(response[Event.self].changed.first?.start == ISO8601Timestamp.parse("2022-08-23T10:00:00.000Z"))
        #expect(response[Event.self].changed.first?.end == ISO8601Timestamp.parse("2022-08-23T18:00:00.000Z"))
        #expect(response[Day.self].changed.first?.date == CalendarDate(year: 2022, month: 8, day: 23))
        #expect(response.serverTime == ISO8601Timestamp.parse("2022-08-30T12:07:36.034Z"))
    }

    @Test(
        "Given the dates a 2026 server writes, without a zone (all but CurrentDateTimeUtc), when decoded, then each is read as UTC"
    )
    func zonelessDatesAreUTC() throws {
        let data = try Fixtures.edited(Fixtures.fullSync) { object in
            try Fixtures.setField("StartDateTimeUtc", to: "2022-08-23T10:00:00.000", inNode: "Events", at: 0, of: &object)
            try Fixtures.setField("EndDateTimeUtc", to: "2022-08-23T18:00:00", inNode: "Events", at: 0, of: &object)
            try Fixtures.setField(
                "Date", to: "2022-08-23T00:00:00.000", inNode: "EventConferenceDays", at: 0, of: &object)
            try Fixtures.setField(
                "ValidFromDateTimeUtc", to: "2022-08-20T08:15:00.000", inNode: "Announcements", at: 0, of: &object)
            object["CurrentDateTimeUtc"] = "2022-08-30T12:07:36.034"
        }
        let response = try decoder.decode(data)
        #expect(response[Event.self].changed.first?.start == ISO8601Timestamp.parse("2022-08-23T10:00:00.000Z"))
        #expect(response[Event.self].changed.first?.end == ISO8601Timestamp.parse("2022-08-23T18:00:00.000Z"))
        #expect(response[Day.self].changed.first?.date == CalendarDate(year: 2022, month: 8, day: 23))
        #expect(
            response[Announcement.self].changed.first?.validFrom == ISO8601Timestamp.parse("2022-08-20T08:15:00.000Z"))
        #expect(response.serverTime == ISO8601Timestamp.parse("2022-08-30T12:07:36.034Z"))
    }

    @Test("Given a date without a zone that is no date, when decoded, then the message still names it")
    func zonelessButInvalid() throws {
        let data = try Fixtures.edited(Fixtures.fullSync) { object in
            try Fixtures.setField("StartDateTimeUtc", to: "2022-08-23T25:00:00.000", inNode: "Events", at: 1, of: &object)
        }
        #expect(
            throws: ConventionAPIError.malformed("Events[1].StartDateTimeUtc: '2022-08-23T25:00:00.000' is not an ISO 8601 date")
        ) {
            try decoder.decode(data)
        }
    }
}
