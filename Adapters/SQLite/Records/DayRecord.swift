import ConbookCore

extension StoredKinds {
    /// Days: `days`, with the date (days since 1970) and the name in columns.
    static let days = StoredKind<Day>(
        table: StoredTable(
            name: "days", columns: ["date", "name"], values: { [.int($0.date.daysSinceEpoch), .text($0.name)] },
            record: DayRecord.self))
}

/// A day in its table's `entity` column (since schema 1): `{"date":{…},"id":…,"name":…}`.
struct DayRecord: StoredRecord {
    var id: String
    var name: String
    var date: CalendarDateRecord

    init(_ day: Day) {
        id = day.id.rawValue
        name = day.name
        date = CalendarDateRecord(day.date)
    }

    func value() throws(SQLiteFailure) -> Day {
        Day(id: Day.ID(id), name: name, date: try date.value())
    }
}
