import ConbookCore
import Foundation

/// An `EventQuery` as SQL over the `events` table of one convention: the conditions of the Core's
/// rule (`EventQuery.matches`; words through the FTS5 index, whose `unicode61` words and case
/// folding match the Core's), the order of `EventQuery.isInScheduleOrder`.
struct EventQuerySQL {
    /// The `WHERE` clause, without the keyword.
    let condition: String
    /// Its values, in order.
    let values: [SQLiteValue]

    init(_ query: EventQuery, convention: String) {
        var conditions = ["convention = ?"]
        var values: [SQLiteValue] = [.text(convention)]
        if let day = query.day {
            conditions.append("day_id = ?")
            values.append(.text(day.rawValue))
        }
        if let ids = query.ids {
            conditions.append("id IN (SELECT value FROM json_each(?))")
            values.append(.text(Self.jsonArray(ids.map(\.rawValue))))
        }
        if let track = query.track {
            conditions.append("track_id = ?")
            values.append(.text(track.rawValue))
        }
        if let room = query.room {
            conditions.append("room_id = ?")
            values.append(.text(room.rawValue))
        }
        if let instant = query.runningAt {
            conditions.append("start <= ? AND \"end\" > ?")
            values += [.integer(instant.millisecondsSinceEpoch), .integer(instant.millisecondsSinceEpoch)]
        }
        if let instant = query.startingAfter {
            conditions.append("start > ?")
            values.append(.integer(instant.millisecondsSinceEpoch))
        }
        if let instant = query.startingNoLaterThan {
            conditions.append("start <= ?")
            values.append(.integer(instant.millisecondsSinceEpoch))
        }
        if let words = query.words, !words.isEmpty {
            conditions.append(EventSearchTable.matchingIDsCondition)
            values += [.text(EventSearchTable.matchExpression(everyWordPrefix: words)), .text(convention)]
        }
        condition = conditions.joined(separator: " AND ")
        self.values = values
    }

    /// Schedule order: start, end, title, id (titles and ids compare by code point, as the Core's do).
    static let scheduleOrder = "start, \"end\", title, id"

    /// The identifiers as a JSON array of strings, for `json_each`.
    private static func jsonArray(_ texts: [String]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: texts)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
