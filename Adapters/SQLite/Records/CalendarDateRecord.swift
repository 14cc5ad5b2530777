import ConbookCore

/// A date as records keep it: `{"day":19,"month":8,"year":2026}`.
struct CalendarDateRecord: StoredRecord {
    var year: Int
    var month: Int
    var day: Int

    init(_ date: CalendarDate) {
        year = date.year
        month = date.month
        day = date.day
    }

    func value() throws(SQLiteFailure) -> CalendarDate {
        guard let date = CalendarDate(year: year, month: month, day: day) else {
            throw .other("\(year)-\(month)-\(day) is not a date", "reading a stored date")
        }
        return date
    }
}
