import ConbookCore

/// A convention's details in the `details` column of `conventions` (since schema 1):
/// `{"title":…,"timeZoneIdentifier":…}`.
struct DetailsRecord: StoredRecord {
    var title: String
    var timeZoneIdentifier: String?

    init(_ details: ConventionDetails) {
        title = details.title
        timeZoneIdentifier = details.timeZoneIdentifier
    }

    func value() throws(SQLiteFailure) -> ConventionDetails {
        ConventionDetails(title: title, timeZoneIdentifier: timeZoneIdentifier)
    }
}
