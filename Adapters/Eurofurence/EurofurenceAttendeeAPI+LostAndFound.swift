public import ConbookCore
import ConbookTime
import Foundation

extension EurofurenceAttendeeAPI {
    /// The lost & found: `GET {baseURL}/LostAndFound/Items` (role `Attendee`), sent as every
    /// attendee request is (the bearer token only to this API, only over a safe connection, never
    /// to a redirect). A `403` (not an attendee) is `.forbidden`. Dates without a zone are UTC, and
    /// `0001-01-01…` (the server's empty date) means none; a status this version does not know is
    /// `.unknown`; other keys are ignored. An answer that cannot be read is `.malformed`, naming
    /// the place, e.g. `LostAndFound/Items[2].Title: missing`.
    public func lostAndFoundItems(with credential: Credential) async throws(AttendeeAPIError) -> [LostAndFoundItem] {
        let data = try await send("GET", Self.lostAndFoundPath, credential: credential, body: nil)
        let wire: [EurofurenceWire.LostAndFoundItem]
        do {
            wire = try JSONDecoder().decode([EurofurenceWire.LostAndFoundItem].self, from: data)
        } catch let error as DecodingError {
            if let description = DecodingErrorDescription(error) {
                throw .malformed("\(Self.lostAndFoundPath)\(Self.joined(description.path)): \(description.problem)")
            }
            throw .malformed("\(Self.lostAndFoundPath): \(JSONSyntaxDiagnosis.diagnose([UInt8](data)).explanation)")
        } catch {
            throw .malformed("\(Self.lostAndFoundPath): it could not be decoded")
        }
        return try wire.enumerated().map { index, item throws(AttendeeAPIError) in
            try Self.item(item, at: index)
        }
    }

    private static let lostAndFoundPath = "LostAndFound/Items"

    /// A path inside the list, as it follows the list's name (`[2].Title`; the list itself: ``).
    private static func joined(_ path: String) -> String {
        path == "the document" ? "" : path
    }

    private static func item(
        _ item: EurofurenceWire.LostAndFoundItem, at index: Int
    ) throws(AttendeeAPIError)
        -> LostAndFoundItem
    {
        let status: LostAndFoundItem.Status =
            switch item.status?.lowercased() {
            case "lost": .lost
            case "found": .found
            case "returned": .returned
            default: .unknown
            }
        return LostAndFoundItem(
            id: item.externalId, title: item.title, description: item.description ?? "", status: status,
            lostAt: try time(item.lostDateTimeUtc, at: index, "LostDateTimeUtc"),
            foundAt: try time(item.foundDateTimeUtc, at: index, "FoundDateTimeUtc"),
            returnedAt: try time(item.returnDateTimeUtc, at: index, "ReturnDateTimeUtc"),
            pictureAddress: item.imageUrl.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// A time of the list: nil when absent or the server's empty date (year 1); a time without a
    /// zone is UTC.
    private static func time(_ text: String?, at index: Int, _ key: String) throws(AttendeeAPIError) -> Instant? {
        guard let text, !text.isEmpty, !text.hasPrefix("0001-01-01") else { return nil }
        guard let instant = ISO8601Timestamp.parse(text, readingNoZoneAs: 0) else {
            throw .malformed("\(lostAndFoundPath)[\(index)].\(key): '\(text.prefix(40))' is not an ISO 8601 date")
        }
        return instant
    }
}
