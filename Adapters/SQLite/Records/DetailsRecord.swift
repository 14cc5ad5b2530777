import ConbookCore

/// A convention's details in the `details` column of `conventions` (since schema 1):
/// `{"title":…,"timeZoneIdentifier":…,"publicationState":…}`; each may be missing (`title` is
/// always there before schema 5's details with a publication state; no migration is needed).
struct DetailsRecord: StoredRecord {
    var title: String?
    var timeZoneIdentifier: String?
    var publicationState: String?

    init(_ details: ConventionDetails) {
        title = details.title
        timeZoneIdentifier = details.timeZoneIdentifier
        publicationState = details.publicationState?.sourceWord
    }

    func value() throws(SQLiteFailure) -> ConventionDetails {
        ConventionDetails(
            title: title, timeZoneIdentifier: timeZoneIdentifier,
            publicationState: PublicationState(sourceWord: publicationState))
    }
}
