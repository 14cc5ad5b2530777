import ConbookCore

/// An `EventQuery` as SQL over the `events` table of one convention (its identifiers as
/// `CompactIdentifier` keeps them): the conditions of the Core's
/// rule (`EventQuery.matches`; its words are found by the full-text index, `EventSearch`, whose
/// `unicode61` words and case folding match the Core's), the order of `EventQuery.isInScheduleOrder`.
struct EventQuerySQL {
    /// The rows the condition is checked on, as a `FROM` clause without the keyword, whose columns
    /// are the `events` table's: the whole table, or, for identifiers looked up one by one, only
    /// the rows they name.
    private(set) var rows: String
    /// The values of `rows`, in order (bound before the condition's).
    private(set) var rowValues: [SQLiteValue]
    /// The `WHERE` clause, without the keyword: every condition of the query, the identifiers'
    /// included, so that it also holds over the whole table.
    private(set) var condition: String
    /// Its values, in order.
    private(set) var values: [SQLiteValue]

    /// The query's conditions, except its words (see `requiring(_:_:)`). With `scanInOrder`, its
    /// ids are checked while an index is walked in schedule order (best when they are many: the
    /// first page is found early); otherwise they are looked up one by one (best when they are few).
    init(_ query: EventQuery, convention: String, scanInOrder: Bool) {
        (rows, rowValues) = ("events", [])
        if let ids = query.ids, !scanInOrder {
            // The identifiers' rows are found on the convention's unique key first, and the
            // conditions checked on them alone. Given `id IN (…)` as one condition among others,
            // SQLite's planner (without statistics, it takes `convention = ?` for a narrow range)
            // walked a whole schedule index to spare itself sorting a few rows: at 100k events, one
            // event read by its identifier took 12 ms. `CROSS JOIN` keeps the looked-up rows outside.
            rows = """
                (SELECT row_id AS looked_up_row FROM events WHERE convention = ? AND \(CompactIdentifier.membership(of: "id"))) \
                AS looked_up CROSS JOIN events ON events.row_id = looked_up.looked_up_row
                """
            rowValues = [.text(convention), .jsonArray(ids.map(\.rawValue))]
        }
        var conditions = ["convention = ?"]
        var values: [SQLiteValue] = [.text(convention)]
        if let day = query.day {
            conditions.append("day_id = ?")
            values.append(CompactIdentifier.value(of: day.rawValue))
        }
        if let ids = query.ids {
            conditions.append(CompactIdentifier.membership(of: scanInOrder ? "+id" : "id"))
            values.append(.jsonArray(ids.map(\.rawValue)))
        }
        if let track = query.track {
            conditions.append("track_id = ?")
            values.append(CompactIdentifier.value(of: track.rawValue))
        }
        if let room = query.room {
            conditions.append("room_id = ?")
            values.append(CompactIdentifier.value(of: room.rawValue))
        }
        if let language = query.language {
            // EventQuery.isHeld: the code, or the code and a hyphen at the start, both lowered as
            // the Core lowers them (ASCII only, as SQLite's lower); never for an empty code.
            conditions.append(
                """
                ? <> '' AND (lower(language) = lower(?) OR substr(lower(language), 1, length(?) + 1) = lower(?) || '-')
                """)
            values += [.text(language), .text(language), .text(language), .text(language)]
        }
        if let tag = query.tag {
            // The tags column is `TextListColumn`'s: each tag after a separator (U+001F), those two
            // control characters inside a tag escaped. A tag asked for is found whole between
            // separators (or before the end). A tag holding either character matches nothing, as in
            // the Core's rule; a source's tag that holds an escaped separator before the tag asked
            // for (`a<U+001F>not-recorded`) would be taken for it: no real source writes one.
            conditions.append("? AND instr(tags || char(31), char(31) || ? || char(31)) > 0")
            let plain = !tag.unicodeScalars.contains { $0 == "\u{1F}" || $0 == "\u{1E}" }
            values += [.integer(plain ? 1 : 0), .text(tag)]
        }
        if let host = query.host {
            // EventQuery.isHosted: a whole host of the hosts list (`TextListColumn`: each after a
            // separator), both lowered as the Core lowers them (ASCII only, as SQLite's lower). A
            // name holding a separator or an escape matches nothing, as in the Core's rule.
            conditions.append("? AND instr(lower(hosts) || char(31), char(31) || lower(?) || char(31)) > 0")
            let plain = !host.isEmpty && !host.unicodeScalars.contains { $0 == "\u{1F}" || $0 == "\u{1E}" }
            values += [.integer(plain ? 1 : 0), .text(host)]
        }
        if let hiding = query.hiding {
            // HiddenItems.hides: neither the event, its room nor its track hidden, nor its language
            // held in a hidden one (EventQuery.isHeld, as above).
            conditions.append(
                """
                NOT (\(CompactIdentifier.membership(of: "id"))) AND NOT (\(CompactIdentifier.membership(of: "room_id"))) \
                AND NOT (\(CompactIdentifier.membership(of: "track_id"))) AND NOT EXISTS (SELECT 1 FROM json_each(?) AS hidden \
                WHERE hidden.value <> '' AND (lower(language) = lower(hidden.value) \
                OR substr(lower(language), 1, length(hidden.value) + 1) = lower(hidden.value) || '-'))
                """)
            values += [
                .jsonArray(hiding.events.map(\.rawValue)), .jsonArray(hiding.rooms.map(\.rawValue)),
                .jsonArray(hiding.tracks.map(\.rawValue)), .jsonArray(Array(hiding.languages)),
            ]
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
        condition = conditions.joined(separator: " AND ")
        self.values = values
    }

    /// The conditions and one more.
    func requiring(_ condition: String, _ values: [SQLiteValue]) -> EventQuerySQL {
        var narrowed = self
        narrowed.condition += " AND \(condition)"
        narrowed.values += values
        return narrowed
    }

    /// Schedule order to walk on the schedule indexes (`events_by_time`, `events_by_day`): start, end,
    /// title, id, titles and ids by code point as the Core compares them. Keys as stored sort as
    /// their texts unless the convention's mix both of `CompactIdentifier`'s forms
    /// (`CompactIdentifier.eventKeysMixForms`); then the last tie-break sorts by their texts (SQLite
    /// then sorts each run of one start, end and title apart).
    static func scheduleOrder(keysMixForms: Bool) -> String {
        "start, \"end\", title, \(keysMixForms ? CompactIdentifier.textOrder(of: "id") : "id")"
    }

    /// Schedule order over the columns of a named table, to sort a page or a few rows: ids by their
    /// texts, whichever form they are kept in.
    static func scheduleOrder(of table: String) -> String {
        "\(table).start, \(table).\"end\", \(table).title, \(CompactIdentifier.textOrder(of: "\(table).id"))"
    }
}
